/** The part of an Rsbuild HTML tag our `html.tags` functions read and write (plugins/paint-first/, plugins/terse-head/). */
export interface Tag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
  head?: boolean;
  append?: boolean;
}
