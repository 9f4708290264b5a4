/** Rspress's build-time module of social icons: icon key → SVG markup. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
