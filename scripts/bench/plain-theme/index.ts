// The plain baseline's theme: Rspress's own, re-exported unchanged.
export * from '@rspress/core/theme-original';
