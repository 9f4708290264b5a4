// Modules the guide's samples import that are neither toolkit packages nor direct dependencies of
// this project: bundlers and frameworks a reader brings along. Each is typed `any`, so a sample is
// checked against the toolkit's own types only, and the result does not depend on which version of
// them happens to sit in node_modules (vite and esbuild do, through vitest and tsx). A direct
// dependency (@kadena/types, react, vitest, @types/node) is checked for real; a unit test keeps
// this list free of those. Not part of the project's tsconfig.
declare module 'vite';
declare module 'esbuild';
declare module 'astro/config';
declare module 'next' {
  /** `import('next').NextConfig` in a JSDoc type of next.config.js. */
  export type NextConfig = any;
}
declare module '@farmfe/core';
declare module '@vitejs/plugin-react';
declare module '@rsbuild/core';
declare module '@rspack/cli';
declare module '@sveltejs/kit/vite';
// Contract modules: the toolkit's bundler plugin generates them from the reader's own .pact files.
declare module '*.pact';
// Nuxt declares this in every project's generated types; nuxt.config.ts uses it without an import.
declare function defineNuxtConfig(config: any): any;
