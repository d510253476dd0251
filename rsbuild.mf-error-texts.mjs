/**
 * Stands in for `@module-federation/error-codes`' descriptions in the browser builds (mfErrorTextsPlugin in
 * rsbuild.shared.ts): the runtime's errors keep their code and their documentation link, as React's
 * production errors do, without ~1 KB of gzip English texts in the shell's entry and in each remote entry.
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
