/** The middle value (the upper one of an even count): what the Lighthouse scripts report, as runs on a shared host are noisy. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
