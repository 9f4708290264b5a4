/**
 * The API pages' HTML markup, turned back into markdown for their `.md` twins: a signature block
 * (api-gen/signature/) becomes a ```ts fence of its text, a section label a bold line, a kind badge
 * or an "only on main" mark an emphasised word. The HTML page keeps the markup; a reader of the twin
 * (an assistant, a script) gets code it can read and copy. Pure.
 */

const SIGNATURE = /<div class="pt-sig">\s*<code class="pt-sig-code">([\s\S]*?)<\/code>\s*<\/div>/g;
const LABEL = /<p class="pt-sig-label"[^>]*>([^<]*)<\/p>/g;
const BADGE = /<span class="(?:pt-kind|pt-only-main)\b[^"]*"[^>]*>([^<]*)<\/span>/g;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/** A markdown backslash escape of ASCII punctuation (`\[`, `\|`), as api-gen writes brackets and bars in signatures. */
const ESCAPED_PUNCTUATION = /\\([!-/:-@[-`{-~])/g;

/** A signature's text: tags dropped, links reduced to their text, markdown escapes and entities decoded. */
export function signatureText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(ESCAPED_PUNCTUATION, '$1')
    .replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]);
}

export function referenceMarkupAsMarkdown(markdown: string): string {
  return markdown
    .replace(SIGNATURE, (_, code: string) => `\`\`\`ts\n${signatureText(code).trimEnd()}\n\`\`\``)
    .replace(LABEL, (_, text: string) => `**${text.trim()}**`)
    .replace(BADGE, (_, text: string) => `*${text.trim()}*`);
}
