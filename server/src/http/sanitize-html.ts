/**
 * The one sanitiser of stored text: every rich-text or comment write, whatever its route (tickets, ticket and card
 * comments, kanban comments, cards, bulk comments), stores sanitizeRichText's output, against an allow-list: the
 * formatting a rich-text editor produces survives; scripts, styles, event handlers, frames, forms, inputs and any
 * link that is not http, https or mailto do not. Plain-text fields (feature, initiative and issue texts, issue
 * comments) store sanitizePlainText's: no markup at all. What is stored is what every reader gets (grid, dialog,
 * e-mail); e-mails escape every other text with escapeHtml.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without giving it a handle on this one.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** The stored form of a rich text: allow-listed HTML, trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of a rich text (e-mail text part, latest comment previews): no tags at all, entities decoded. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The stored form of a plain-text field (shown as text, never as HTML): every tag and its script or style content
 * removed, entities read back as characters ("a < b" stays "a < b"). Repeated until nothing changes, so an encoded
 * tag ("&lt;script&gt;") cannot come back as a tag.
 */
export function sanitizePlainText(text: string): string {
  let current = text;
  for (let pass = 0; pass < 5; pass++) {
    const next = decodeEntities(sanitizeHtml(current, { allowedTags: [], allowedAttributes: {} }));
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

/** The optional form: null stays null. */
export const sanitizeOptionalPlainText = (text: string | null | undefined): string | null =>
  text === null || text === undefined ? null : sanitizePlainText(text);

/** The optional rich form: null stays null. */
export const sanitizeOptionalRichText = (html: string | null | undefined): string | null =>
  html === null || html === undefined ? null : sanitizeRichText(html);

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Escapes a plain text for HTML (titles and names in e-mails). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
