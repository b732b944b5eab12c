/**
 * Hostile and odd text for the browser tests: markup that would run script if it were ever
 * parsed as HTML, URLs that would run script if they were ever followed, and text that is
 * merely awkward to lay out (direction overrides, zero-width and combining characters, huge
 * strings, emoji sequences). Every piece must come out on screen as the same literal text.
 *
 * Each HTML payload that could create an element carries the marker "pwn" in an attribute or
 * tag name, so a test can tell an injected element from one the app made.
 */

export interface Payload {
  /** What the payload tries, for failure messages. */
  name: string;
  text: string;
}

const LONG = 10_000;

/** A single 10,000-character word, no break opportunity anywhere. */
export const LONG_WORD = 'W'.repeat(LONG);

export const PAYLOADS: readonly Payload[] = [
  // Script tags
  { name: 'script tag', text: '<script>alert("pwn-1")</script>' },
  { name: 'script tag breaking out of an attribute', text: '"><script>alert("pwn-2")</script>' },
  {
    name: 'script tag with a data: source',
    text: '<script src="data:text/javascript,alert(\'pwn-3\')"></script>',
  },
  { name: 'script tag closing a title', text: '</title><script>alert("pwn-4")</script>' },
  { name: 'script inside SVG', text: '<svg class="pwn"><script>alert("pwn-5")</script></svg>' },
  {
    name: 'upper-case script tag',
    text: '<SCRIPT>alert(String.fromCharCode(112,119,110))</SCRIPT>',
  },

  // Event-handler attributes
  { name: 'img onerror', text: '<img src=x onerror=alert("pwn-7")>' },
  {
    name: 'img onerror breaking out of an attribute',
    text: '"><img src=x id=pwn-8 onerror=alert(8)>',
  },
  { name: 'single-quoted attribute breakout', text: "' onmouseover='alert(\"pwn-9\")' data-pwn='" },
  {
    name: 'double-quoted autofocus breakout',
    text: '" autofocus onfocus="alert(\'pwn-10\')" data-pwn="',
  },
  { name: 'body onload', text: '<body onload=alert("pwn-11")>' },
  { name: 'details ontoggle', text: '<details open ontoggle=alert("pwn-12") class=pwn>' },
  { name: 'marquee onstart', text: '<marquee onstart=alert("pwn-13")>pwn</marquee>' },
  { name: 'video source onerror', text: '<video><source onerror=alert("pwn-14")></video>' },
  { name: 'input autofocus onfocus', text: '<input autofocus onfocus=alert("pwn-15") class=pwn>' },
  {
    name: 'custom element with a handler',
    text: '<pwn-x onclick=alert(16) style=display:block>click</pwn-x>',
  },

  // SVG
  { name: 'SVG onload', text: '<svg onload=alert("pwn-17")>' },
  { name: 'SVG onload, slash syntax', text: '<svg/onload=alert("pwn-18")//' },
  {
    name: 'SVG animate href',
    text: '<svg><a><animate attributeName=href values=javascript:alert(19) /><text x=20 y=20>pwn</text></a></svg>',
  },
  {
    name: 'SVG foreignObject',
    text: '<svg><foreignObject><iframe src="javascript:alert(20)" class=pwn></iframe></foreignObject></svg>',
  },

  // Frames, objects, embeds
  { name: 'iframe javascript: src', text: '<iframe src="javascript:alert(\'pwn-21\')"></iframe>' },
  {
    name: 'iframe srcdoc',
    text: '<iframe srcdoc="<script>alert(22)</script>" class=pwn></iframe>',
  },
  { name: 'object data', text: '<object data="javascript:alert(\'pwn-23\')"></object>' },
  { name: 'embed src', text: '<embed src="javascript:alert(\'pwn-24\')">' },

  // javascript: and data: URLs
  { name: 'javascript: URL', text: 'javascript:alert("pwn-25")' },
  { name: 'javascript: URL, mixed case with a tab', text: 'JaVa\tScRiPt:alert("pwn-26")' },
  {
    name: 'link with a javascript: URL',
    text: '<a href="javascript:alert(\'pwn-27\')" class=pwn>open</a>',
  },
  {
    name: 'data: URL with HTML',
    text: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgyOCk8L3NjcmlwdD4=',
  },
  {
    name: 'form with a javascript: action',
    text: '<form action="javascript:alert(29)" class=pwn><button>go</button></form>',
  },
  {
    name: 'meta refresh',
    text: '<meta http-equiv="refresh" content="0;url=javascript:alert(30)" class=pwn>',
  },
  { name: 'base href', text: '<base href="//pwn.example/">' },

  // Styles and parser tricks
  { name: 'style tag', text: '<style>*{display:none!important}</style>' },
  {
    name: 'mXSS through math and style',
    text: '<math><mtext><table><mglyph><style><img src=x onerror=alert("pwn-33")>',
  },
  {
    name: 'noscript mXSS',
    text: '<noscript><p title="</noscript><img src=x onerror=alert(34) class=pwn>">',
  },
  { name: 'template', text: '<template><img src=x onerror=alert("pwn-35")></template>' },
  {
    name: 'comment and CDATA breakouts',
    text: '--><!-- ]]> </pre></code></textarea><img src=x onerror=alert("pwn-36")>',
  },
  {
    name: 'HTML entities',
    text: '&lt;script&gt;alert("pwn-37")&lt;/script&gt; &amp; &#x3C;b&#x3E;',
  },
  { name: 'percent-encoded markup', text: '%3Cscript%3Ealert(%22pwn-38%22)%3C%2Fscript%3E' },
  { name: 'full-width markup', text: '＜script＞alert("pwn-39")＜/script＞' },

  // Template syntax, SQL, prototype names
  { name: 'Angular/Vue template', text: "{{constructor.constructor('alert(40)')()}}" },
  { name: 'JS template literal', text: '${alert("pwn-41")} #{7*7} <%= 7*7 %> {{7*7}}' },
  { name: 'SQL injection', text: "'; DROP TABLE entries; --" },
  { name: 'SQL tautology', text: '" OR 1=1 -- ' },
  { name: 'prototype keys', text: '__proto__' },
  { name: 'constructor', text: 'constructor' },
  { name: 'JS literals', text: 'undefined null NaN [object Object] -0 1e309' },

  // Direction, invisible and combining characters
  { name: 'RTL override (U+202E)', text: 'invoice\u202Efdp.exe' },
  { name: 'RTL embedding and isolates', text: '\u202Bשלום مرحبا\u202C \u2067abc\u2069 \u200Fmark' },
  { name: 'zero-width characters', text: 'zero\u200Bwidth\u200Cnon\u200Djoin\uFEFFbom\u2060word' },
  {
    name: 'combining characters (zalgo)',
    text: 'Z\u0334\u0321\u031B\u0324\u0353a\u0338\u0300\u0301\u0302l\u0337\u0303\u0304g\u0335\u0305\u0306o\u0336\u0307\u0308\u0309\u030A\u030B\u030C\u030D\u030E\u030F',
  },
  {
    name: 'line and paragraph separators, newlines',
    text: 'line one\nline two\r\nline\u2028three\u2029four',
  },
  { name: 'control characters', text: 'bell\u0007 escape\u001b[31mred\u001b[0m tab\tend' },
  { name: 'lone surrogate', text: 'broken \uD800 pair \uDFFF end' },

  // Emoji
  { name: 'emoji', text: '📁🚀🙂 Quarterly report 📊' },
  { name: 'ZWJ sequences and skin tones', text: '👩‍👩‍👧‍👦 👨🏽‍💻 🏳️‍🌈 🧑🏿‍🚀 🇪🇺' },
  { name: 'many emoji', text: '😀'.repeat(300) },

  // Size
  { name: '10,000-character word', text: LONG_WORD },
  { name: '10,000 characters with spaces', text: 'word '.repeat(LONG / 5).trimEnd() + 'x' },
  {
    name: '10,000-character markup',
    text: '<b class=pwn>'.repeat(LONG / 13) + 'x'.repeat(LONG % 13),
  },
  {
    name: 'long unbroken identifier',
    text: 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung'.repeat(12),
  },
  { name: 'long URL', text: `https://example.com/${'segment/'.repeat(120)}?q=${'x'.repeat(400)}` },
];

/** Payloads that fit the form's 255-character limits (title, folder, key). */
export const SHORT_PAYLOADS = PAYLOADS.filter((p) => p.text.length <= 255);

/** Tag names the payloads try to create. */
export const PAYLOAD_TAGS = [
  ...new Set(
    PAYLOADS.flatMap((p) =>
      [...p.text.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()),
    ),
  ),
];
