// The QA view of the reports (issue #35): reads GET /__mock/telemetry (this browser session's reports) and
// draws them as plain SVG, no chart library: per page type the distribution and 75th percentile of LCP and
// INP, failures per widget and kind over time, and refused redirects and links. Not part of the product bundle.

const SVG = 'http://www.w3.org/2000/svg';

/** The 75th percentile as web-vitals tools report it: the smallest value at or above 75 % of the values. */
export function p75(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** Counts per bin of `width`, from 0 up to the largest value. */
export function histogram(values, width) {
  const bins = [];
  for (const v of values) {
    const i = Math.floor(Math.max(0, v) / width);
    while (bins.length <= i) bins.push(0);
    bins[i] += 1;
  }
  return bins;
}

/** Every event of every report, with its page type and the time the collector received it. */
export function flatten(received) {
  return received.flatMap(({ receivedAt, report }) =>
    (report && Array.isArray(report.events) ? report.events : []).map((event) => ({
      ...event,
      pageType: String(report.pageType || '(none)'),
      receivedAt,
    })),
  );
}

/** Groups items by a key, in first-seen order. */
export function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) {
    const k = key(item);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(item);
  }
  return groups;
}

function el(name, attrs = {}, text) {
  const node = name.startsWith('svg:') ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A histogram with a dashed line at the 75th percentile; its numbers are in the figure's caption too. */
function distribution(title, values, width, unit) {
  const bins = histogram(values, width);
  const max = Math.max(...bins, 1);
  const w = 320;
  const h = 100;
  const barW = w / Math.max(bins.length, 1);
  const q = p75(values);
  const figure = el('figure', { class: 'demo-card' });
  const caption = `${title}: ${values.length} values, 75th percentile ${q} ${unit}`;
  const svg = el('svg:svg', {
    viewBox: `0 0 ${w} ${h + 16}`,
    width: w,
    height: h + 16,
    role: 'img',
    'aria-label': caption,
  });
  bins.forEach((n, i) => {
    const bh = (n / max) * h;
    svg.append(
      el('svg:rect', { x: i * barW + 1, y: h - bh, width: Math.max(barW - 2, 1), height: bh, fill: '#3b6ea5' }),
    );
  });
  const qx = (q / (bins.length * width)) * w;
  svg.append(el('svg:line', { x1: qx, x2: qx, y1: 0, y2: h, stroke: '#b42318', 'stroke-dasharray': '4 3' }));
  svg.append(el('svg:text', { x: 0, y: h + 13, 'font-size': 11, fill: '#333' }, `0 … ${bins.length * width} ${unit}`));
  figure.append(svg, el('figcaption', {}, caption));
  return figure;
}

/** Events over time: one row per key, a dot per event at the time its report arrived. */
function timeline(title, events, key) {
  const rows = [...groupBy(events, key)];
  const times = events.map((e) => Date.parse(e.receivedAt));
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const w = 480;
  const rowH = 22;
  const left = 200;
  const figure = el('figure', { class: 'demo-card' });
  const summary = rows.map(([k, list]) => `${k}: ${list.length}`).join(', ');
  const svg = el('svg:svg', {
    viewBox: `0 0 ${w} ${rows.length * rowH}`,
    width: w,
    height: rows.length * rowH,
    role: 'img',
    'aria-label': `${title}: ${summary}`,
  });
  rows.forEach(([k, list], r) => {
    const y = r * rowH + rowH / 2;
    svg.append(el('svg:text', { x: 0, y: y + 4, 'font-size': 12, fill: '#111' }, `${k} (${list.length})`));
    for (const e of list) {
      const t = Date.parse(e.receivedAt);
      const x = left + (t1 > t0 ? ((t - t0) / (t1 - t0)) * (w - left - 8) : (w - left) / 2);
      svg.append(el('svg:circle', { cx: x, cy: y, r: 4, fill: '#b42318' }));
    }
  });
  const table = el('table', { class: 'demo-telemetry__table' });
  table.append(el('caption', {}, title));
  for (const [k, list] of rows) {
    const tr = el('tr');
    tr.append(el('th', { scope: 'row' }, k), el('td', {}, String(list.length)));
    table.append(tr);
  }
  figure.append(svg, table);
  return figure;
}

function section(heading, ...content) {
  const s = el('section');
  s.append(el('h2', {}, heading), ...content);
  return s;
}

export function render(root, received) {
  const events = flatten(received);
  root.replaceChildren();
  if (events.length === 0) {
    root.append(
      el(
        'p',
        {},
        'No reports yet. Turn reporting on, open a demo page, then leave it (reports are sent as a page is hidden) and refresh.',
      ),
    );
    return;
  }
  const vitals = events.filter((e) => e.type === 'vital');
  const byPage = [...groupBy(vitals, (e) => e.pageType)];
  root.append(
    section(
      'LCP and INP per page type',
      ...(byPage.length === 0
        ? [el('p', {}, 'No web vitals: they are sent only after the visitor accepted cookies.')]
        : byPage.map(([pageType, list]) => {
            const grid = el('div', { class: 'demo-grid' });
            for (const name of ['LCP', 'INP']) {
              const values = list.filter((e) => e.name === name).map((e) => e.value);
              if (values.length)
                grid.append(distribution(`${pageType} ${name}`, values, name === 'LCP' ? 500 : 50, 'ms'));
            }
            const s = el('div');
            s.append(el('h3', {}, pageType), grid);
            return s;
          })),
    ),
  );
  const failures = events.filter((e) => ['island', 'save', 'session', 'api'].includes(e.type));
  const failureKey = (e) =>
    e.type === 'island'
      ? `${e.widget} ${e.kind}`
      : e.type === 'api'
        ? `API ${e.method} ${e.path} ${e.status}`
        : e.type === 'save'
          ? `basket save ${e.outcome}`
          : 'session expired';
  root.append(
    section(
      'Failures per widget and kind',
      failures.length ? timeline('Failures', failures, failureKey) : el('p', {}, 'No failures reported.'),
    ),
  );
  const refused = events.filter((e) => e.type === 'refused');
  root.append(
    section(
      'Refused redirects and links',
      refused.length ? timeline('Refused', refused, (e) => `refused ${e.what}`) : el('p', {}, 'None refused.'),
    ),
  );
}

async function refresh() {
  const status = document.getElementById('telemetry-status');
  status.textContent = 'Loading reports…';
  try {
    const response = await fetch('/__mock/telemetry', { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const received = await response.json();
    render(document.getElementById('telemetry-view'), received);
    status.textContent = `${received.length} reports.`;
  } catch (error) {
    status.textContent = `The reports could not be read (${error.message}): is the demo server running? Try Refresh.`;
  }
}

if (typeof document !== 'undefined' && document.getElementById('telemetry-view')) {
  document.getElementById('telemetry-refresh').addEventListener('click', refresh);
  void refresh();
}
