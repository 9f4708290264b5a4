/** The route groups' index (plugins/route-groups writes it; the browser build aliases this name to it). */
declare module 'pact-toolbox-route-groups' {
  export const loaders: (() => Promise<{ routes: import('./route').Route[] }>)[];
}
