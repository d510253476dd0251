/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: { url: string; connections?: number; duration?: number }): Promise<Result>;
}
