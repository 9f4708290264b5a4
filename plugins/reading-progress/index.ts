/** The reading progress bar above doc pages (theme/global/ReadingProgress.tsx). */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export const READING_PROGRESS_COMPONENT = path.resolve(__dirname, '../../theme/global/ReadingProgress.tsx');

export function pluginReadingProgress(): RspressPlugin {
  return { name: 'pact-toolbox-reading-progress', globalUIComponents: [READING_PROGRESS_COMPONENT] };
}
