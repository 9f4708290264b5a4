/**
 * In the page (pass to page.evaluate): the outline's code names that break inside a word. A line may end at a space
 * or a `<wbr>` (plugins/inline-code/ puts them at the humps of names in h2–h4 code), so a line that ends inside a
 * text run of an outline entry's code broke mid-word: "isPreludeDownloade|d".
 */
export function outlineCodeBreaks(): string[] {
  const out: string[] = [];
  const lineTop = (node: Text, i: number) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    return range.getClientRects()[0]?.top;
  };
  for (const code of document.querySelectorAll('.rp-doc-layout__outline .rp-toc-item__text code')) {
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let previous = lineTop(node, 0);
      for (let i = 1; i < node.data.length; i++) {
        const top = lineTop(node, i);
        if (top !== undefined && previous !== undefined && top > previous + 2 && !/\s/.test(node.data[i - 1]!)) out.push(`"${code.textContent}" breaks as "${node.data.slice(0, i)}|${node.data.slice(i)}"`);
        previous = top;
      }
    }
  }
  return out;
}
