// Modules the guide's samples import that this project does not install: bundlers and frameworks a
// reader brings along. Each is typed `any`, so a sample is checked against the toolkit's own types
// only. Add a module here only when it is neither a toolkit package nor installed (an installed one,
// such as @kadena/types, react or vitest, is checked for real). Not part of the project's tsconfig.
declare module 'astro/config';
declare module 'next';
declare module '@farmfe/core';
declare module '@vitejs/plugin-react';
declare module '@rspack/cli';
// Contract modules: the toolkit's bundler plugin generates them from the reader's own .pact files.
declare module '*.pact';
