/** Rspress's icon modules (`@rspress/core/dist/theme/assets/*.js`), which ship without declarations. */
declare module '@rspress/core/dist/theme/assets/*.js' {
  import type { FC, SVGProps } from 'react';
  const Icon: FC<SVGProps<SVGSVGElement>>;
  export default Icon;
}
