/**
 * Flat-illustration food artwork drawn as SVG, for demo product, category, banner and logo images.
 * Every picture is a self-contained 480x480 SVG document (no external references, generic fonts only),
 * and the same inputs always give the same output.
 */

type Attrs = Record<string, string | number>;
interface Ctx {
  rnd: () => number;
  grad: (from: string, to: string, radial?: boolean) => string;
  seed: number;
  label: string | undefined;
}
type Draw = (x: Ctx) => string;

const num = (v: number) => String(Math.round(v * 10) / 10);
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const attrs = (a: Attrs) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
const C = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...more })}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...more })}/>`;
const R = (x: number, y: number, width: number, height: number, fill: string, rx = 0, more: Attrs = {}) =>
  `<rect${attrs({ x, y, width, height, rx, fill, ...more })}/>`;
const P = (d: string, fill: string, more: Attrs = {}) => `<path${attrs({ d, fill, ...more })}/>`;
const G = (body: string, transform: string) => `<g transform="${transform}">${body}</g>`;
const line = (d: string, stroke: string, width: number, more: Attrs = {}) =>
  P(d, 'none', { stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...more });
const text = (x: number, y: number, s: string, size: number, fill: string, weight = 700) =>
  `<text${attrs({ x, y, 'font-size': size, fill, 'font-weight': weight, 'text-anchor': 'middle' })} font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">${esc(s)}</text>`;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Lightens (amt > 0) or darkens (amt < 0) a #rrggbb colour. */
function shade(hex: string, amt: number): string {
  const v = parseInt(hex.slice(1, 7), 16);
  const f = (c: number) => Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt);
  return '#' + ((1 << 24) | (f(v >> 16) << 16) | (f((v >> 8) & 255) << 8) | f(v & 255)).toString(16).slice(1);
}
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return '#' + ((1 << 24) | (f(0) << 16) | (f(8) << 8) | f(4)).toString(16).slice(1);
}

// ---- shared pieces -------------------------------------------------------------------------------------------
const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.16) => E(cx, cy, rx, ry, '#000', { opacity: 0.12 });
const plate = (cx = 240, cy = 300, rx = 185, ry = 76) =>
  shadow(cx, cy + 16, rx, ry) + E(cx, cy, rx, ry, '#fff') + E(cx, cy - 3, rx * 0.76, ry * 0.7, '#F1ECE4');
const steam = (cx: number, top: number, col = '#fff') =>
  [-34, 0, 34]
    .map((dx, i) => line(`M${cx + dx} ${top + 70} q-16 -20 0 -38 q16 -18 0 -36`, col, 8, { opacity: 0.75 - i * 0.15 }))
    .join('');
const scatter = (
  x: Ctx,
  n: number,
  at: (r: () => number) => [number, number],
  draw: (px: number, py: number, i: number) => string,
) =>
  Array.from({ length: n }, (_, i) => {
    const [px, py] = at(x.rnd);
    return draw(px, py, i);
  }).join('');
/** A point inside the ellipse (cx, cy, rx, ry). */
const inEllipse =
  (cx: number, cy: number, rx: number, ry: number) =>
  (r: () => number): [number, number] => {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r());
    return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d];
  };
function bowl(x: Ctx, cx: number, cy: number, w: number, body: string, inner: string): string {
  const d = w * 0.85;
  let s = shadow(cx, cy + d + 6, w * 0.8, w * 0.12) + R(cx - w * 0.3, cy + d - 12, w * 0.6, 20, shade(body, -0.3), 8);
  s += P(
    `M${num(cx - w)} ${cy}C${num(cx - w)} ${num(cy + d * 0.9)} ${num(cx - w * 0.45)} ${num(cy + d)} ${cx} ${num(cy + d)}C${num(cx + w * 0.45)} ${num(cy + d)} ${num(cx + w)} ${num(cy + d * 0.9)} ${num(cx + w)} ${cy}Z`,
    x.grad(body, shade(body, -0.3)),
  );
  for (let i = -2; i <= 2; i++)
    s +=
      C(cx + i * w * 0.32, cy + d * 0.42 + Math.abs(i) * -6, w * 0.06, '#fff', { opacity: 0.85 }) +
      C(cx + i * w * 0.32, cy + d * 0.42 + Math.abs(i) * -6, w * 0.025, body);
  return s + E(cx, cy, w, w * 0.27, shade(body, 0.45)) + E(cx, cy + 3, w * 0.92, w * 0.22, inner);
}
function glass(x: Ctx, cx: number, top: number, w: number, h: number, liquid: string, level = 0.8): string {
  const b = w * 0.82,
    ly = top + h * (1 - level),
    lw = b + (w - b) * level;
  return (
    shadow(cx, top + h + 6, w * 0.9, 14) +
    P(`M${cx - w / 2} ${top}L${cx + w / 2} ${top}L${cx + b / 2} ${top + h}L${cx - b / 2} ${top + h}Z`, '#fff', {
      opacity: 0.55,
    }) +
    P(
      `M${cx - lw / 2} ${num(ly)}L${cx + lw / 2} ${num(ly)}L${cx + b / 2 - 4} ${top + h - 4}L${cx - b / 2 + 4} ${top + h - 4}Z`,
      x.grad(shade(liquid, 0.15), shade(liquid, -0.2)),
    ) +
    E(cx, ly, lw / 2, 8, shade(liquid, 0.3)) +
    R(cx - w / 2 + 14, top + 20, 10, h - 50, '#fff', 5, { opacity: 0.45 })
  );
}
const straw = (x1: number, y1: number, x2: number, y2: number, col: string) =>
  line(`M${x1} ${y1}L${x2} ${y2}`, col, 12) +
  line(`M${x1} ${y1}L${x2} ${y2}`, '#fff', 4, { 'stroke-dasharray': '10 14' });
const citrus = (cx: number, cy: number, r: number, peel: string, flesh: string) =>
  C(cx, cy, r, peel) +
  C(cx, cy, r * 0.86, flesh) +
  Array.from({ length: 8 }, (_, i) =>
    line(
      `M${cx} ${cy}l${num(Math.cos((i * Math.PI) / 4) * r * 0.8)} ${num(Math.sin((i * Math.PI) / 4) * r * 0.8)}`,
      '#fff',
      2.5,
      { opacity: 0.8 },
    ),
  ).join('');
const sesame = (x: Ctx, cx: number, cy: number, rx: number, ry: number, n = 14) =>
  scatter(x, n, inEllipse(cx, cy, rx, ry), (px, py, i) =>
    E(px, py, 5, 2.6, '#FFF6DE', { transform: `rotate(${(i * 47) % 180} ${num(px)} ${num(py)})` }),
  );
const leaf = (cx: number, cy: number, len: number, rot: number, col = '#43A047') =>
  P(`M${cx} ${cy}q${len * 0.5} ${-len * 0.35} ${len} 0q${-len * 0.5} ${len * 0.35} ${-len} 0Z`, col, {
    transform: `rotate(${rot} ${cx} ${cy})`,
  });

// ---- dishes --------------------------------------------------------------------------------------------------
const plov: Draw = (x) => {
  const top = (px: number) => 300 - 115 * (1 - ((px - 240) / 155) ** 2);
  const inMound = (r: () => number): [number, number] => {
    const px = 110 + r() * 260;
    return [px, top(px) + 12 + r() * (290 - top(px) - 12)];
  };
  let s = plate() + P('M85 300Q110 185 240 182Q370 185 395 300Q240 330 85 300Z', x.grad('#F6C15A', '#D98A1C'));
  s += scatter(x, 60, inMound, (px, py) => E(px, py, 5, 2.4, '#FFF1C9', { opacity: 0.9 }));
  s += scatter(x, 16, inMound, (px, py, i) =>
    R(px - 14, py - 3, 28, 6, '#F57C00', 3, { transform: `rotate(${(i * 37) % 180} ${num(px)} ${num(py)})` }),
  );
  s += scatter(x, 6, inMound, (px, py) => C(px, py, 6, '#E8C99A'));
  s += [
    [175, 232],
    [300, 228],
    [238, 250],
    [205, 270],
    [275, 268],
  ]
    .map(([mx = 0, my = 0]) => R(mx - 22, my - 15, 44, 30, x.grad('#8D5A3B', '#5D3A22'), 10))
    .join('');
  return (
    s +
    C(240, 196, 24, '#F7F1E3') +
    line('M240 174v44M228 178q-6 18 0 36M252 178q6 18 0 36', '#E0D5BE', 2.5) +
    E(155, 300, 24, 9, '#FFF', { opacity: 0.5 })
  );
};
const noodleBowl =
  (broth: string, soupOnly: boolean): Draw =>
  (x) => {
    let s = bowl(x, 240, 220, 180, '#1F5FA8', broth);
    if (!soupOnly)
      for (let i = 0; i < 7; i++) s += line(`M${110 + i * 6} ${200 + i * 8}q30 -16 60 0t60 0t60 0t60 0`, '#F6D88C', 7);
    s += scatter(x, soupOnly ? 14 : 8, inEllipse(240, 222, 130, 26), (px, py, i) =>
      R(px - 8, py - 7, 16, 14, ['#C62828', '#7CB342', '#8D5A3B', '#F57C00', '#F3E5AB'][i % 5] ?? '#C62828', 4),
    );
    s += scatter(x, 10, inEllipse(240, 222, 120, 22), (px, py) => C(px, py, 3.5, '#2E7D32'));
    return s + steam(240, 60);
  };
const dumplingsOn =
  (count: number, size: number, inBowl: boolean): Draw =>
  (x) => {
    let s = inBowl ? bowl(x, 240, 230, 180, '#2E7D6B', '#F3E2C3') : plate();
    const cols = Math.ceil(count / 2);
    for (let i = 0; i < count; i++) {
      const row = i < cols ? 0 : 1,
        col = row ? i - cols : i,
        n = row ? count - cols : cols;
      const px = 240 + (col - (n - 1) / 2) * 78 * size * 1.1,
        py = (inBowl ? 212 : 268) + row * 44 * size - (row ? 0 : 12);
      s += G(
        P('M-44 22Q-52 -22 0 -46Q52 -22 44 22Q0 40 -44 22Z', x.grad('#FFFDF6', '#E9DFC8'), {
          stroke: '#DCCFB0',
          'stroke-width': 2,
        }) + line('M-20 -30q8 12 4 30M0 -44v34M20 -30q-8 12 -4 30', '#DCCFB0', 2.5),
        `translate(${num(px)} ${num(py)}) scale(${size})`,
      );
    }
    s += scatter(x, 12, inEllipse(240, inBowl ? 222 : 290, 120, 28), (px, py) => C(px, py, 3.5, '#43A047'));
    return s + (inBowl ? '' : E(372, 300, 34, 14, '#fff') + E(372, 296, 26, 10, '#FFFBF2'));
  };
const somsa: Draw = (x) => {
  const tri = (t: string, sc: number) =>
    G(
      P('M0 -110L118 90L-118 90Z', x.grad('#F4B860', '#C97A22'), {
        stroke: x.grad('#F4B860', '#C97A22'),
        'stroke-width': 44,
        'stroke-linejoin': 'round',
      }) +
        line('M-60 40L60 40M-30 -10L30 -10', '#E8A24E', 3) +
        sesame(x, 0, 30, 60, 40, 16) +
        E(-34, -30, 14, 34, '#fff', { opacity: 0.2, transform: 'rotate(30 -34 -30)' }),
      `${t} scale(${sc})`,
    );
  return (
    plate(240, 320, 190, 70) + tri('translate(330 250) rotate(14)', 0.62) + tri('translate(215 240) rotate(-6)', 0.9)
  );
};
const skewers =
  (lula: boolean): Draw =>
  (x) => {
    let s =
      plate(240, 300, 200, 80) +
      [
        [150, 300],
        [330, 312],
      ]
        .map(([cx = 0, cy = 0]) => E(cx, cy, 36, 14, 'none', { stroke: '#E6C3E8', 'stroke-width': 6 }))
        .join('');
    for (let k = 0; k < 2; k++) {
      const y0 = 250 + k * 56;
      s +=
        line(`M60 ${y0 + 40}L420 ${y0 - 40}`, '#8A6A4A', 6) +
        R(402, y0 - 52, 34, 14, '#5D4037', 6, { transform: `rotate(-12 419 ${y0 - 45})` });
      if (lula)
        s += G(
          R(-120, -24, 240, 48, x.grad('#A0522D', '#6D3418'), 24) +
            line('M-80 -20v40M-20 -20v40M40 -20v40', '#4E2410', 4, { opacity: 0.6 }),
          `translate(240 ${y0}) rotate(-12.5)`,
        );
      else
        for (let i = 0; i < 5; i++) {
          const px = 110 + i * 62,
            py = y0 + 40 - ((px - 60) / 360) * 80;
          s += G(
            R(-26, -22, 52, 44, x.grad(i % 2 ? '#A65A2E' : '#8D4A25', '#5A2D12'), 12) +
              line('M-14 -12l28 24', '#3E1E0A', 4, { opacity: 0.5 }),
            `translate(${num(px)} ${num(py)}) rotate(${-12 + ((i * 13) % 20)})`,
          );
        }
    }
    return s + leaf(110, 340, 40, -20) + leaf(370, 250, 36, 200);
  };
const burger =
  (cheese: boolean): Draw =>
  (x) => {
    let s = shadow(240, 352, 150) + P('M110 300h260v18q0 26 -30 26H140q-30 0 -30 -26Z', x.grad('#F0A54A', '#C87A2A'));
    s += R(100, 262, 280, 42, x.grad('#6D4027', '#4A2A18'), 21);
    if (cheese)
      s += P(
        'M104 258H376L360 282L344 268L322 296L300 270L270 288L240 266L200 292L176 268L150 286L130 266Z',
        '#FFC629',
      );
    s +=
      R(112, 242, 256, 20, '#E53935', 10) +
      line('M96 240q18 -16 36 0t36 0t36 0t36 0t36 0t36 0t36 0t36 0', '#7CB342', 14);
    s +=
      P('M104 236Q104 110 240 106Q376 110 376 236Z', x.grad('#F7B35A', '#D27B22')) + sesame(x, 240, 160, 100, 34, 16);
    return s + E(180, 150, 30, 12, '#fff', { opacity: 0.25, transform: 'rotate(-20 180 150)' });
  };
const fries: Draw = (x) => {
  let s = shadow(240, 396, 100);
  for (let i = 0; i < 11; i++) {
    const px = 160 + i * 16,
      top = 110 + ((i * 37) % 60);
    s += R(px, top, 20, 200, x.grad('#FFE082', '#F9A825'), 4, {
      transform: `rotate(${((i * 29) % 21) - 10} ${px + 10} 300)`,
    });
  }
  s += P('M140 218Q240 250 340 218L310 392H170Z', x.grad('#EF3B2D', '#B71C1C'));
  return s + C(240, 310, 34, '#fff', { opacity: 0.9 }) + P('M222 318l18 -30 18 30Z', '#FFC629');
};
const pizza: Draw = (x) => {
  let s =
    shadow(240, 430, 170, 20) +
    C(240, 250, 186, '#B07A45') +
    C(240, 250, 168, x.grad('#EDB65E', '#C9822F', true)) +
    C(240, 250, 148, '#D84A2B');
  s += P(
    'M240 108C320 110 390 170 386 250C384 330 318 392 240 390C160 388 96 330 98 250C100 170 162 104 240 108Z',
    '#F7D46A',
  );
  s += scatter(
    x,
    9,
    inEllipse(240, 250, 118, 118),
    (px, py) => C(px, py, 18, '#B3261E') + C(px - 5, py - 4, 3, '#7F1A14'),
  );
  s += scatter(x, 6, inEllipse(240, 250, 120, 120), (px, py, i) => leaf(px, py, 26, i * 60, '#2E7D32'));
  s += scatter(x, 6, inEllipse(240, 250, 125, 125), (px, py) =>
    C(px, py, 7, 'none', { stroke: '#263238', 'stroke-width': 4 }),
  );
  return (
    s +
    [0, 45, 90, 135]
      .map((a) =>
        line(
          `M240 250l${num(Math.cos((a * Math.PI) / 180) * 168)} ${num(Math.sin((a * Math.PI) / 180) * 168)}M240 250l${num(-Math.cos((a * Math.PI) / 180) * 168)} ${num(-Math.sin((a * Math.PI) / 180) * 168)}`,
          '#A8612A',
          3,
          { opacity: 0.5 },
        ),
      )
      .join('')
  );
};
const hotdog: Draw = (x) =>
  shadow(240, 340, 170) +
  R(80, 210, 320, 80, '#E8A85A', 40) +
  R(52, 236, 376, 46, x.grad('#C8553A', '#8E2F1D'), 23) +
  P('M84 262H396Q396 332 330 332H150Q84 332 84 262Z', x.grad('#F2B566', '#D08A3A')) +
  line('M80 252q15 -14 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0', '#FFD600', 7) +
  line('M120 262q40 -12 80 0t80 0t80 0', '#E53935', 5);
const wrapped =
  (paper: string, green: boolean): Draw =>
  (x) =>
    G(
      shadow(240, 420, 80) +
        P('M176 150L304 150L288 408L192 408Z', x.grad('#F6DDA8', '#E0B66E')) +
        line('M190 200l100 20M190 240l100 20', '#C98F3E', 4, { opacity: 0.5 }) +
        scatter(x, 14, inEllipse(240, 146, 66, 22), (px, py, i) =>
          C(
            px,
            py,
            15,
            (green ? ['#66BB6A', '#E53935', '#F5F5F5'] : ['#8D5A3B', '#7CB342', '#E53935', '#FFF3E0'])[
              i % (green ? 3 : 4)
            ] ?? '#8D5A3B',
          ),
        ) +
        P('M168 262L312 262L292 412L188 412Z', paper) +
        line('M172 290L308 290M176 320L304 320', '#fff', 5, { opacity: 0.5 }),
      `rotate(${green ? 10 : -12} 240 280)`,
    );
const salad: Draw = (x) => {
  let s = bowl(x, 240, 230, 180, '#26A69A', '#DDEFC9');
  s += scatter(x, 22, inEllipse(240, 220, 140, 34), (px, py, i) =>
    leaf(px - 24, py, 52, (i * 71) % 360, i % 2 ? '#66BB6A' : '#2E7D32'),
  );
  s += scatter(x, 5, inEllipse(240, 215, 120, 26), (px, py) => C(px, py, 16, '#E53935') + C(px, py, 9, '#FF8A80'));
  s += scatter(x, 5, inEllipse(240, 218, 120, 26), (px, py) => C(px, py, 14, '#7CB342') + C(px, py, 10, '#E6F2C8'));
  return s + scatter(x, 5, inEllipse(240, 212, 110, 22), (px, py) => R(px - 9, py - 9, 18, 18, '#FAFAFA', 3));
};
const bread: Draw = (x) => {
  let s =
    shadow(240, 400, 190, 24) + C(240, 250, 175, x.grad('#E2A04E', '#B96A22', true)) + C(240, 250, 100, '#EBC07A');
  for (let ring = 1; ring <= 3; ring++)
    for (let i = 0; i < ring * 8; i++) {
      const a = (i / (ring * 8)) * Math.PI * 2;
      s += C(240 + Math.cos(a) * ring * 26, 250 + Math.sin(a) * ring * 26, 3.5, '#B9853F');
    }
  return (
    s +
    C(240, 250, 4, '#B9853F') +
    scatter(
      x,
      40,
      (r) => {
        const a = r() * Math.PI * 2,
          d = 112 + r() * 52;
        return [240 + Math.cos(a) * d, 250 + Math.sin(a) * d];
      },
      (px, py, i) =>
        E(px, py, 4, 2, i % 3 ? '#FFF3D6' : '#3E2723', {
          transform: `rotate(${(i * 41) % 180} ${num(px)} ${num(py)})`,
        }),
    )
  );
};
const dessert: Draw = (x) =>
  shadow(240, 410, 90) +
  P('M200 400h80l-20 -30v-60h-40v60Z', '#fff', { opacity: 0.75 }) +
  P('M120 150H360Q350 310 240 320Q130 310 120 150Z', '#fff', { opacity: 0.6 }) +
  P('M130 200H350Q336 300 240 306Q144 300 130 200Z', x.grad('#F48FB1', '#C2185B')) +
  P('M126 176H354L350 206H130Z', '#FFF8E1') +
  scatter(x, 8, inEllipse(240, 250, 80, 30), (px, py) => C(px, py, 9, '#8E244D')) +
  P('M140 160Q150 100 200 112Q230 70 270 104Q330 96 340 160Z', '#FFFDF7') +
  C(248, 92, 20, '#D50000') +
  line('M252 74q10 -24 30 -30', '#5D4037', 4);
const cake: Draw = (x) =>
  shadow(240, 410, 170, 22) +
  E(240, 388, 170, 30, '#ECEFF1') +
  R(90, 200, 300, 170, x.grad('#F8BBD0', '#EC407A'), 30) +
  R(90, 270, 300, 18, '#FFF3E0') +
  P(
    'M90 220Q90 190 240 186Q390 190 390 220V240q-20 26 -36 0t-36 0t-36 0t-36 0t-36 0t-36 0t-36 0t-36 0q-10 18 -18 8Z',
    '#FFFDF7',
  ) +
  [150, 200, 250, 300, 340].map((cx, i) => C(cx, 196 + (i % 2) * 4, 13, '#C62828')).join('') +
  [190, 240, 290]
    .map(
      (cx) =>
        R(cx - 6, 130, 12, 56, x.grad('#81D4FA', '#0288D1'), 4) + P(`M${cx} 104q12 16 0 26q-12 -10 0 -26Z`, '#FFB300'),
    )
    .join('');
const icecream: Draw = (x) =>
  shadow(240, 430, 60) +
  P('M170 230L310 230L240 420Z', x.grad('#F2C071', '#C98B3A')) +
  line(
    'M184 256L286 330M206 240L300 300M160 250L270 370M300 256L198 330M274 240L180 300M320 250L210 370',
    '#A66F28',
    3,
    { opacity: 0.6 },
  ) +
  C(200, 200, 52, '#F8BBD0') +
  C(280, 200, 52, '#6D4C41') +
  C(240, 140, 56, '#FFF8E1') +
  P('M186 226q10 22 20 0M262 230q8 20 16 0', '#F8BBD0') +
  C(246, 80, 16, '#D50000') +
  line('M250 66q8 -20 22 -24', '#5D4037', 4) +
  scatter(x, 12, inEllipse(240, 150, 46, 30), (px, py, i) =>
    R(px, py, 10, 4, ['#E91E63', '#03A9F4', '#FFC107'][i % 3] ?? '#E91E63', 2),
  );
const tea: Draw = (x) =>
  shadow(170, 380, 140, 20) +
  E(150, 250, 100, 92, x.grad('#3F7CC9', '#1F4E8C')) +
  R(110, 140, 80, 30, '#1F4E8C', 10) +
  C(150, 132, 12, '#FFC107') +
  line('M56 250q-36 -60 -18 -110', '#1F4E8C', 22) +
  line('M244 210q52 10 40 70', '#1F4E8C', 16) +
  [
    [130, 230],
    [170, 270],
    [110, 290],
    [190, 220],
  ]
    .map(([fx = 0, fy = 0]) => C(fx, fy, 12, '#fff') + C(fx, fy, 5, '#FFC107'))
    .join('') +
  bowl(x, 320, 300, 100, '#1F5FA8', '#C9761F') +
  steam(320, 160);
const coffee: Draw = (x) =>
  shadow(240, 400, 160, 22) +
  E(240, 380, 160, 34, '#ECEFF1') +
  R(140, 200, 200, 170, x.grad('#FFFFFF', '#D7DDE2'), 36) +
  line('M336 240q70 0 60 60t-60 40', '#D7DDE2', 20) +
  E(240, 204, 100, 26, '#6D4C41') +
  E(240, 206, 84, 20, '#D7B899') +
  P('M240 218q-26 -18 -10 -26q10 -4 10 8q0 -12 10 -8q16 8 -10 26Z', '#6D4C41') +
  steam(240, 70) +
  scatter(
    x,
    4,
    (r) => [70 + r() * 60, 410 + r() * 30],
    (px, py) => E(px, py, 12, 8, '#5D4037') + line(`M${num(px - 8)} ${num(py)}h16`, '#3E2723', 2),
  );
const drink =
  (liquid: string, extra: (x: Ctx) => string, level = 0.82): Draw =>
  (x) =>
    glass(x, 240, 120, 200, 280, liquid, level) + extra(x);
const juice = drink('#FF9800', () => straw(270, 300, 320, 60, '#43A047') + citrus(150, 128, 46, '#FB8C00', '#FFB74D'));
const lemonade = drink(
  '#F4E66B',
  (x) =>
    scatter(x, 5, inEllipse(240, 260, 60, 90), (px, py, i) =>
      R(px - 20, py - 20, 40, 40, '#fff', 8, { opacity: 0.45, transform: `rotate(${i * 23} ${num(px)} ${num(py)})` }),
    ) +
    citrus(330, 128, 44, '#FDD835', '#FFF59D') +
    leaf(180, 160, 40, -40) +
    leaf(184, 156, 36, -100) +
    straw(260, 300, 200, 60, '#EC407A'),
  0.88,
);
const cola = drink(
  '#4E2A1E',
  (x) =>
    scatter(x, 16, inEllipse(240, 300, 70, 90), (px, py) => C(px, py, 4, '#fff', { opacity: 0.5 })) +
    R(190, 150, 44, 44, '#fff', 8, { opacity: 0.5 }) +
    R(250, 160, 44, 44, '#fff', 8, { opacity: 0.5 }) +
    straw(280, 300, 330, 60, '#E53935'),
);
const water: Draw = (x) =>
  shadow(240, 420, 80) +
  R(190, 50, 100, 40, '#1565C0', 10) +
  R(200, 86, 80, 24, '#90CAF9') +
  P(
    'M180 150Q180 110 215 104H265Q300 110 300 150V400Q300 416 284 416H196Q180 416 180 400Z',
    x.grad('#BBDEFB', '#64B5F6'),
  ) +
  R(180, 230, 120, 90, '#1E88E5') +
  P('M240 250q18 24 18 36a18 18 0 0 1 -36 0q0 -12 18 -36Z', '#fff') +
  R(194, 140, 12, 240, '#fff', 6, { opacity: 0.4 });
const sauce: Draw = (x) =>
  [
    [160, '#D32F2F'],
    [320, '#FFF8E1'],
  ]
    .map(([cx, col]) => {
      const c = Number(cx);
      return (
        shadow(c, 350, 95) +
        P(`M${c - 100} 250Q${c - 90} 350 ${c} 352Q${c + 90} 350 ${c + 100} 250Z`, x.grad('#FFFFFF', '#CFD8DC')) +
        E(c, 250, 100, 30, '#ECEFF1') +
        E(c, 252, 88, 24, String(col))
      );
    })
    .join('') +
  leaf(300, 246, 30, -30) +
  C(150, 244, 5, '#fff', { opacity: 0.6 });
const kids: Draw = (x) =>
  shadow(220, 410, 140) +
  line('M150 170q0 -90 70 -90t70 90', '#FFC107', 14) +
  P('M90 170H350L330 400H110Z', x.grad('#42A5F5', '#1565C0')) +
  C(220, 280, 60, '#FFEB3B') +
  C(198, 266, 8, '#333') +
  C(242, 266, 8, '#333') +
  line('M190 296q30 24 60 0', '#333', 6) +
  P('M380 130l12 26 28 3 -21 19 6 28 -25 -14 -25 14 6 -28 -21 -19 28 -3Z', '#FF7043') +
  line('M380 220v170', '#90A4AE', 3);
const breakfast: Draw = (x) => {
  const egg = (cx: number, cy: number) =>
    P(
      `M${cx - 70} ${cy}q-6 -44 40 -50q30 -20 60 4q40 10 36 46q-4 40 -50 38q-40 10 -70 -6q-20 -10 -16 -32Z`,
      '#FFFFFF',
      { stroke: '#E3D9C6', 'stroke-width': 3 },
    ) + C(cx, cy - 6, 26, x.grad('#FFCA28', '#F57C00', true));
  return (
    plate() +
    egg(190, 286) +
    egg(300, 270) +
    R(300, 310, 100, 26, '#A1452A', 13, { transform: 'rotate(-10 350 323)' }) +
    R(90, 250, 80, 26, '#A1452A', 13, { transform: 'rotate(20 130 263)' }) +
    C(380, 270, 20, '#E53935') +
    leaf(150, 330, 34, 10)
  );
};
const chicken: Draw = (x) => {
  const stick = (t: string) =>
    G(
      line('M0 0L90 0', '#FFF8E1', 16) +
        C(96, -8, 11, '#FFF8E1') +
        C(96, 8, 11, '#FFF8E1') +
        P('M-90 0Q-96 -56 -30 -52Q20 -30 20 0Q20 30 -30 52Q-96 56 -90 0Z', x.grad('#F2A640', '#B4601E')) +
        scatter(x, 8, inEllipse(-40, 0, 40, 30), (px, py) => C(px, py, 5, '#E3922F')),
      t,
    );
  return (
    plate() +
    stick('translate(190 300) rotate(-20)') +
    stick('translate(270 250) rotate(-160)') +
    stick('translate(250 320) rotate(10)') +
    leaf(120, 250, 40, -30)
  );
};
const fish: Draw = (x) =>
  plate(240, 300, 200, 80) +
  P('M90 290Q170 220 300 290Q170 350 90 290Z', x.grad('#B0BEC5', '#607D8B')) +
  P('M296 290L380 240L360 290L380 340Z', '#78909C') +
  C(130, 282, 7, '#263238') +
  line('M160 270l20 30M200 266l20 34M240 272l16 26', '#455A64', 5, { opacity: 0.6 }) +
  citrus(150, 350, 26, '#FDD835', '#FFF59D') +
  leaf(320, 340, 36, 20);
const rice: Draw = (x) =>
  bowl(x, 240, 250, 180, '#F57C00', '#FFFFFF') +
  P('M90 250Q110 150 240 146Q370 150 390 250Z', '#FFFFFF') +
  scatter(x, 70, inEllipse(240, 210, 130, 44), (px, py, i) =>
    E(px, py, 6, 2.6, '#E6E0D2', { transform: `rotate(${(i * 53) % 180} ${num(px)} ${num(py)})` }),
  ) +
  leaf(230, 158, 30, -30) +
  leaf(240, 160, 28, 200);
const noodles: Draw = (x) => {
  let s = shadow(240, 410, 120);
  for (let i = 0; i < 8; i++) s += line(`M${180 + i * 12} 200q-20 -60 ${10 + i * 4} -100`, '#F6D88C', 8);
  return (
    s +
    P('M140 200H340L310 404H170Z', x.grad('#FFFFFF', '#D6D6D6')) +
    P('M160 200L240 170L320 200Z', '#EEE') +
    C(240, 300, 38, '#E53935') +
    line('M222 286h36M240 286v30', '#fff', 6) +
    line('M300 90L380 260M320 84L390 250', '#8D6E63', 8)
  );
};
const pancake: Draw = (x) => {
  let s = plate(240, 350, 185, 60);
  for (let i = 0; i < 6; i++)
    s += E(240, 330 - i * 30, 140, 38, '#C27A2C') + E(240, 322 - i * 30, 140, 34, x.grad('#F6C26B', '#E09A3C'));
  return (
    s +
    P(
      'M130 172Q240 140 350 172Q360 200 340 230q-8 30 -16 0q-10 -30 -40 -10q-30 12 -60 0q-30 -10 -40 30q-10 30 -20 0q-20 -30 -34 -50Z',
      '#9C4A12',
      { opacity: 0.85 },
    ) +
    R(216, 148, 48, 30, '#FFF59D', 6) +
    C(180, 168, 12, '#3949AB') +
    C(300, 166, 12, '#C62828') +
    C(320, 178, 10, '#3949AB')
  );
};
const cloche: Draw = (x) =>
  plate(240, 330, 190, 60) +
  P('M90 320Q90 140 240 136Q390 140 390 320Z', x.grad('#ECEFF1', '#90A4AE')) +
  C(240, 124, 18, '#B0BEC5') +
  P('M130 280Q140 190 220 170', 'none', {
    stroke: '#fff',
    'stroke-width': 12,
    'stroke-linecap': 'round',
    opacity: 0.6,
  });

const DISHES: Record<string, Draw> = {
  plov,
  lagman: noodleBowl('#C8552B', false),
  soup: noodleBowl('#E8A23A', true),
  manti: dumplingsOn(5, 1, false),
  dumplings: dumplingsOn(7, 0.7, true),
  somsa,
  shashlik: skewers(false),
  kebab: skewers(true),
  burger: burger(false),
  cheeseburger: burger(true),
  fries,
  pizza,
  hotdog,
  shawarma: wrapped('#EAD7B7', false),
  wrap: wrapped('#C8E6C9', true),
  salad,
  bread,
  dessert,
  cake,
  icecream,
  tea,
  coffee,
  juice,
  lemonade,
  cola,
  water,
  sauce,
  kids,
  breakfast,
  chicken,
  fish,
  rice,
  noodles,
  pancake,
};
const FOODS = Object.keys(DISHES);
const ALIASES: Record<string, string> = {
  drink: 'juice',
  lavash: 'wrap',
  non: 'bread',
  chuchvara: 'dumplings',
  shurva: 'soup',
  lula: 'kebab',
  nuggets: 'chicken',
  milkshake: 'icecream',
};

const BG: Record<string, [string, string]> = {
  plov: ['#FFE7C2', '#FFC98A'],
  lagman: ['#FFE1D6', '#FFB59C'],
  manti: ['#E8F4E4', '#C4E3B8'],
  somsa: ['#FFF0CF', '#FFD483'],
  shashlik: ['#FFE0D2', '#FFAE8F'],
  kebab: ['#FDE3E0', '#F6B1A8'],
  burger: ['#FFF1D6', '#FFCF7A'],
  cheeseburger: ['#FFF6CC', '#FFE07A'],
  fries: ['#FFF8D6', '#FFE58F'],
  pizza: ['#FFE5DC', '#FFB8A1'],
  hotdog: ['#FFEFD9', '#FFCB8E'],
  shawarma: ['#F4EBDD', '#E6CFAE'],
  wrap: ['#E9F5E1', '#C9E6B4'],
  salad: ['#E6F7EA', '#B9E8C4'],
  soup: ['#FFF0E0', '#FFD0A3'],
  bread: ['#F9EBD8', '#EBC795'],
  dessert: ['#FCE4F1', '#F5B8D8'],
  cake: ['#FDE7EF', '#F7BFD2'],
  icecream: ['#E7F1FF', '#BFD8FF'],
  tea: ['#E4F1F4', '#B8DDE6'],
  coffee: ['#F1E6DC', '#D9BFA6'],
  juice: ['#FFF0D9', '#FFCB80'],
  lemonade: ['#FBFBD5', '#EEF29B'],
  cola: ['#FFE3E3', '#F9A8A8'],
  water: ['#E2F3FF', '#A9D8FA'],
  sauce: ['#FFE8E0', '#FCC0AC'],
  combo: ['#FFEBD1', '#FFC27A'],
  kids: ['#E8E6FF', '#C5C0FF'],
  breakfast: ['#FFF7DA', '#FFE39A'],
  chicken: ['#FFEBD6', '#FFC58C'],
  fish: ['#E1F2F7', '#A8D9E8'],
  rice: ['#F1F4E6', '#D8E2B5'],
  noodles: ['#FFEDE0', '#FDC9A5'],
  dumplings: ['#EAF3F0', '#C3E0D6'],
  pancake: ['#FFF2DC', '#FFD59A'],
  'logo-demo': ['#FF6A4D', '#E0200C'],
  'logo-burger': ['#4CAF50', '#1B5E20'],
  banner: ['#FF7A45', '#FF2E17'],
  'banner-burger': ['#66BB6A', '#1B5E20'],
  story: ['#7B4DFF', '#FF4D8D'],
  group: ['#FFF3E0', '#FFD9A8'],
  category: ['#EAF6FF', '#BFE1FA'],
};

// ---- compositions ------------------------------------------------------------------------------------------
const HEROES = ['plov', 'cheeseburger', 'pizza', 'shashlik', 'lagman', 'somsa', 'manti', 'shawarma'];
/** The burger merchant's own (seeded 700, 701: the combo's burger, then the fries): never the first merchant's dishes. */
const BURGER_HEROES = ['cola', 'cheeseburger', 'fries'];
const pickFood = (x: Ctx, offset = 0, from = FOODS) => DISHES[from[(x.seed + offset) % from.length] ?? 'plov'] ?? plov;
const mini = (d: Draw, x: Ctx, cx: number, cy: number, s: number) =>
  G(d(x), `translate(${num(cx - 240 * s)} ${num(cy - 250 * s)}) scale(${s})`);
/** A banner: soft circles on the merchant's gradient and one of its hero dishes, with the label when given. */
const bannerArt = (x: Ctx, heroes: string[]) =>
  C(420, 60, 140, '#fff', { opacity: 0.12 }) +
  C(40, 440, 120, '#fff', { opacity: 0.1 }) +
  C(240, 250, 175, '#fff', { opacity: 0.18 }) +
  (x.label
    ? mini(pickFood(x, 0, heroes), x, 300, 290, 0.75) + text(170, 110, x.label, 36, '#fff', 800)
    : mini(pickFood(x, 0, heroes), x, 240, 250, 0.85));
const COMPOSED: Record<string, Draw> = {
  combo: (x) => mini(fries, x, 330, 190, 0.55) + mini(cola, x, 150, 200, 0.55) + mini(burger(true), x, 240, 300, 0.7),
  'logo-demo': (x) =>
    C(240, 220, 150, '#fff') +
    C(240, 220, 136, 'none', { stroke: '#FF2E17', 'stroke-width': 6 }) +
    steam(240, 78, '#FF8A75') +
    P('M150 200Q240 150 330 200Z', '#F6B73C') +
    P('M130 200H350Q350 300 240 300Q130 300 130 200Z', '#2B2B2B') +
    line('M120 200h240', '#2B2B2B', 14) +
    line('M136 220q-20 10 -10 30M344 220q20 10 10 30', '#2B2B2B', 8) +
    text(240, 430, x.label ?? 'Oshxona', 56, '#fff', 800),
  'logo-burger': (x) =>
    C(240, 210, 150, '#fff') +
    mini(burger(true), x, 240, 220, 0.72) +
    text(240, 430, x.label ?? 'Burger Bro', 56, '#fff', 800),
  banner: (x) => bannerArt(x, HEROES),
  'banner-burger': (x) => bannerArt(x, BURGER_HEROES),
  story: (x) =>
    Array.from({ length: 12 }, (_, i) =>
      P(
        `M240 240L${num(240 + Math.cos((i * Math.PI) / 6) * 400)} ${num(240 + Math.sin((i * Math.PI) / 6) * 400)}L${num(240 + Math.cos((i * Math.PI) / 6 + 0.25) * 400)} ${num(240 + Math.sin((i * Math.PI) / 6 + 0.25) * 400)}Z`,
        '#fff',
        { opacity: 0.08 },
      ),
    ).join('') +
    C(240, 240, 170, '#fff', { opacity: 0.9 }) +
    mini(pickFood(x, 0, HEROES), x, 240, 240, 0.6),
  group: (x) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          R(40 + (i % 2) * 210, 40 + Math.floor(i / 2) * 210, 190, 190, '#fff', 36, { opacity: 0.7 }) +
          mini(pickFood(x, i * 7), x, 135 + (i % 2) * 210, 135 + Math.floor(i / 2) * 210, 0.36),
      )
      .join(''),
  category: (x) =>
    C(240, 240, 190, '#fff', { opacity: 0.6 }) +
    C(240, 240, 190, 'none', {
      stroke: '#fff',
      'stroke-width': 10,
      'stroke-dasharray': '4 22',
      'stroke-linecap': 'round',
    }) +
    mini(pickFood(x), x, 240, 240, 0.72),
};
const SELF_LABELLED = new Set(['logo-demo', 'logo-burger', 'banner', 'banner-burger']);

export const ARTWORK_KEYS: readonly string[] = [...FOODS, ...Object.keys(COMPOSED)];

/** A map's own entry for a key from an address: never an object's inherited member (`constructor`). */
const own = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** Renders the artwork for `key` (unknown keys get a cloche in a colour derived from the key) as an SVG document. */
export function renderArtwork(key: string, opts: { label?: string; seed?: number } = {}): string {
  const k = own(ALIASES, key) ?? key;
  const h = hash(key);
  const seed = (opts.seed ?? h) >>> 0;
  const prefix = `a${(hash(`${key}|${opts.seed ?? ''}|${opts.label ?? ''}`) % 1679616).toString(36)}`;
  const defs: string[] = [];
  const ids = new Map<string, string>();
  const x: Ctx = {
    rnd: prng(h ^ Math.imul(seed, 2654435761)),
    seed,
    label: opts.label,
    grad: (from, to, radial = false) => {
      const id = `${from}${to}${radial}`;
      let ref = ids.get(id);
      if (!ref) {
        ref = `${prefix}g${ids.size}`;
        ids.set(id, ref);
        const stops = `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`;
        defs.push(
          radial
            ? `<radialGradient id="${ref}" cx="0.4" cy="0.35" r="0.75">${stops}</radialGradient>`
            : `<linearGradient id="${ref}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`,
        );
      }
      return `url(#${ref})`;
    },
  };
  const hue = h % 360;
  const [bg1, bg2] = own(BG, k) ?? [hsl(hue, 80, 92), hsl(hue, 70, 78)];
  const bg = x.grad(bg1, bg2, true);
  const decor = k.startsWith('logo-')
    ? ''
    : Array.from({ length: 7 }, () =>
        C(x.rnd() * 480, x.rnd() * 480, 10 + x.rnd() * 36, '#fff', { opacity: 0.18 }),
      ).join('');
  const body =
    own(COMPOSED, k)?.(x) ??
    own(DISHES, k)?.(x) ??
    cloche(x) + text(240, 280, (opts.label ?? key).charAt(0).toUpperCase(), 96, hsl(hue, 55, 40), 800);
  const label =
    opts.label && !SELF_LABELLED.has(k)
      ? R(
          240 - Math.min(440, opts.label.length * 14 + 48) / 2,
          408,
          Math.min(440, opts.label.length * 14 + 48),
          48,
          '#fff',
          24,
          { opacity: 0.92 },
        ) + text(240, 441, opts.label, 26, '#333')
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" aria-label="${esc(opts.label ?? key)}"><defs>${defs.join('')}</defs>` +
    `<rect width="480" height="480" fill="${bg}"/>${decor}${body}${label}</svg>`
  );
}
