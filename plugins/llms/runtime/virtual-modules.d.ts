/** Each API page's route and markdown file (plugins/llms/md-routes.ts writes it; the markdown pass aliases this name to it). */
declare module 'pact-toolbox-llms-api-sources' {
  const sources: Record<string, string>;
  export default sources;
}
