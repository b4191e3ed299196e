import { describe, expect, it } from 'vitest';
import { escapeHtml, richTextToPlain, sanitizePlainText, sanitizeRichText } from './sanitize-html.ts';

describe('issue 23 point 7: the one sanitiser of stored text', () => {
  it("keeps the rich-text editor's formatting", () => {
    const editor =
      '<h2>Scale</h2><p>Weights are <strong>off</strong>, <em>badly</em>, <u>today</u> <s>yesterday</s>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><pre><code>x = 1</code></pre>' +
      '<p><span>plain</span><br></p>';
    expect(sanitizeRichText(editor)).toBe(
      '<h2>Scale</h2><p>Weights are <strong>off</strong>, <em>badly</em>, <u>today</u> <s>yesterday</s>.</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><pre><code>x = 1</code></pre>' +
        '<p><span>plain</span><br /></p>',
    );
  });

  it('keeps http, https and mailto links, opening in a new tab without a handle on the app', () => {
    expect(sanitizeRichText('<a href="https://a1.example/x">x</a>')).toBe(
      '<a href="https://a1.example/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ops@a1demo.com">mail</a>')).toBe(
      '<a href="mailto:ops@a1demo.com" rel="noopener noreferrer" target="_blank">mail</a>',
    );
  });

  it('drops scripts, event handlers, forms, inputs, frames, styles and javascript: or data: links', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeRichText('<p onclick="steal()">text</p>')).toBe('<p>text</p>');
    expect(
      sanitizeRichText(
        '<form action="https://evil.example/steal"><p>Session expired</p><input type="password" name="pw"><button>Sign in</button></form>',
      ),
    ).toBe('<p>Session expired</p>Sign in');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('stores plain-text fields without any markup, their characters intact', () => {
    expect(sanitizePlainText('Ready <script>alert(1)</script>now')).toBe('Ready now');
    expect(sanitizePlainText('<b onmouseover="x()">Bold</b> & <i>co</i>')).toBe('Bold & co');
    expect(sanitizePlainText('2 < 3 and 5 > 4, "quoted" & \'single\'')).toBe('2 < 3 and 5 > 4, "quoted" & \'single\'');
    // An encoded tag cannot come back as a tag once decoded.
    expect(sanitizePlainText('&lt;script&gt;alert(1)&lt;/script&gt;after')).toBe('after');
    expect(sanitizePlainText('<form><input type=password></form>Name')).toBe('Name');
  });

  it('turns rich text into plain text and escapes text for HTML', () => {
    expect(richTextToPlain('<p>a &amp; b</p><p>c</p>')).toBe('a & b\nc');
    expect(escapeHtml(`<form action="x">'`)).toBe('&lt;form action=&quot;x&quot;&gt;&#39;');
  });
});
