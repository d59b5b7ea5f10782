/// The app's one stylesheet, served by the host (`StaticAssets`). It is a file
/// rather than inline styles so the Content-Security-Policy can forbid inline
/// styles. Every pair of text and background colour here meets WCAG AA (4.5:1),
/// which the browser stage checks with axe-core.
public enum Stylesheet {
    /// The unversioned address; pages link the fingerprinted one.
    public static let path = "/assets/app.css"

    /// The app's whole stylesheet.
    public static let css = """
        :root { --ink: #1d2a22; --muted: #5b6b61; --accent: #2f6f4e; --paper: #fbfaf6; --line: #dcd8cc; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
        a { color: var(--accent); }
        .site-header { display: flex; gap: 2rem; align-items: center; padding: .75rem 1.5rem; background:\
         var(--accent); }
        .site-header a { color: #fff; text-decoration: none; white-space: nowrap; }
        .brand { font-weight: 700; font-size: 1.2rem; }
        .site-header ul { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; margin: 0; padding: 0;\
         }
        .site-header a[aria-current="page"] { text-decoration: underline; }
        .skip-link { position: absolute; left: -100vw; top: .5rem; background: #fff; color: var(--accent);
                     padding: .5rem 1rem; border-radius: 4px; z-index: 10; }
        .skip-link:focus { left: .5rem; }
        /* Read by screen readers, not shown: a calendar link's date, say. */
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
                           white-space: nowrap; }
        a.button { display: inline-block; background: var(--accent); color: #fff; text-decoration: none;
                   padding: .5rem 1.1rem; border-radius: 4px; font-weight: 600; }
        a.button:hover, a.button:focus { background: #24573d; }
        a.button.secondary { background: #fff; color: var(--accent); border: 1px solid var(--accent); }
        .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1rem 0; }
        .actions button { padding: .5rem 1.1rem; font-weight: 600; }
        .error-summary { border: 2px solid #8a1f11; border-radius: 4px; padding: .5rem .75rem; max-width: 28rem; }
        .error-summary ul { margin: .25rem 0 0; padding-left: 1.25rem; }
        .error-summary a { color: #8a1f11; }
        main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
        .site-footer { text-align: center; color: var(--muted); padding: 2rem 1rem; font-size: .9rem; }
        .filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; }
        .filters label { display: flex; flex-direction: column; font-size: .9rem; color: var(--muted); }
        .filters fieldset.dates { display: flex; flex-wrap: wrap; gap: .5rem; border: 1px solid var(--line);
                                  border-radius: 6px; padding: .25rem .5rem .5rem; margin: 0; }
        .filters fieldset.dates legend { font-size: .9rem; color: var(--muted); padding: 0 .25rem; }
        .filters input[type=number] { width: 4.5rem; }
        .card .book-stay { margin-top: .5rem; }
        /* The map: land, pins that are links, a focus ring a keyboard can see. */
        .map { margin: 0 0 1rem; }
        .map-frame { position: relative; max-width: 60rem; }
        .map.small .map-frame { max-width: 24rem; }
        .map-frame img { display: block; width: 100%; height: auto; border-radius: 6px; }
        .map-frame svg { position: absolute; inset: 0; width: 100%; height: 100%; }
        .map .pin { fill: var(--accent); stroke: #fff; stroke-width: 2; }
        .map .pin.here { fill: #8a1f11; }
        .map a:hover .pin, .map a:focus .pin { fill: #8a1f11; }
        .map a:focus { outline: none; }
        .map a:focus .pin, .map a:focus .cluster { stroke: #1d2a22; stroke-width: 4; }
        /* Each mark's whole square is its target; the ring shows where focus is. */
        .map .target { fill: transparent; }
        .map a:focus .target { stroke: #1d2a22; stroke-width: 3; }
        .map .cluster { fill: var(--accent); stroke: #fff; stroke-width: 2; }
        .map a:hover .cluster { fill: #8a1f11; }
        .map .count { fill: #fff; font: bold 16px sans-serif; text-anchor: middle; dominant-baseline: central; }
        .skip-map:not(:focus) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        .glance h2 { font-size: 1.1rem; margin-bottom: .25rem; }
        .nights { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(5.5rem,\
         1fr)); gap: 4px; }
        .nights li { border: 1px solid var(--line); border-radius: 4px; padding: .3rem; font-size: .8rem; background:\
         #fff; }
        .nights li.open { background: #e3f1e7; border-color: #9cc8aa; }
        .nights li.full { background: #f6e0dc; border-color: #d9a79e; color: #8a1f11; font-weight: 600; }
        .nights a { display: block; min-height: 1.5rem; font-weight: 600; }
        .nights .night-date { display: block; font-weight: 700; color: var(--ink); }
        .map figcaption { font-size: .85rem; color: var(--muted); margin-top: .25rem; }
        .stay-summary { box-sizing: border-box; background: #fff; border: 1px solid var(--accent); border-radius: 6px;\
         padding: .5rem 1rem;
                        max-width: 36rem; margin: 1rem 0; }
        .stay-summary h2 { font-size: 1.1rem; margin: .25rem 0 .5rem; }
        input, select, button, textarea { font: inherit; padding: .4rem .6rem; border: 1px solid var(--line);\
         border-radius: 4px; }
        button { background: var(--accent); color: #fff; border: none; cursor: pointer; }
        .cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem,\
         1fr)); gap: 1rem; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 1rem; }
        .card h2, .card h3 { margin: 0 0 .25rem; font-size: 1.1rem; }
        .meta { color: var(--muted); font-size: .9rem; }
        .badge { display: inline-block; padding: 0 .5rem; border-radius: 999px; background: #e5efe8; font-size: .8rem; }
        .pagination { display: flex; gap: 1rem; justify-content: center; margin: 1.5rem 0; }
        .empty { color: var(--muted); font-style: italic; }
        .error { color: #8a1f11; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
        dl.facts dt { color: var(--muted); }
        .account { margin-left: auto; display: flex; gap: 1rem; align-items: center; }
        .account .button { background: none; border: 1px solid #fff; border-radius: 4px; padding: .2rem .7rem;
                           font-weight: 400; }
        form.inline { display: inline; margin: 0; }
        button.link { background: none; color: #fff; padding: 0; text-decoration: underline; }
        .form { max-width: 28rem; display: flex; flex-direction: column; gap: .9rem; }
        .form label { display: flex; flex-direction: column; gap: .2rem; font-weight: 600; }
        .form label.check { flex-direction: row; align-items: center; gap: .5rem; font-weight: 400; }
        .form label.check input { width: 1.5rem; height: 1.5rem; margin: 0; }
        .form .hint { font-weight: 400; color: var(--muted); font-size: .9rem; }
        .form .field-error { font-weight: 400; color: #8a1f11; font-size: .9rem; }
        .form [aria-invalid="true"] { border-color: #8a1f11; }
        .notice { background: #e5efe8; border-radius: 4px; padding: .5rem .75rem; }
        .danger, a.button.danger { background: #8a1f11; color: #fff; }
        .heart { background: none; color: var(--accent); border: 1px solid var(--accent); white-space: nowrap;
                 display: inline-block; }
        .heart[aria-pressed="true"] { background: var(--accent); color: #fff; }
        .status-confirmed { background: #d6ecdc; color: #1f5233; }
        .status-cancelled { background: #eee9e2; color: #6b5f52; text-decoration: line-through; }
        .message { max-width: 36rem; }
        /* The API reference: one table per parameter list, body and answers. */
        .api-reference .operation { border-top: 1px solid var(--line); padding-top: .5rem; }
        .api-reference table.fields { width: 100%; border-collapse: collapse; margin: .5rem 0 1rem; font-size: .9rem; }
        .api-reference table.fields caption { text-align: left; font-weight: 600; padding: .25rem 0; }
        .api-reference table.fields th, .api-reference table.fields td { text-align: left; vertical-align: top;
                       padding: .3rem .5rem; border-bottom: 1px solid var(--line); }
        .api-reference table.fields th { color: var(--muted); font-weight: 600; }
        .api-reference table.responses td:first-child { font-weight: 700; width: 4rem; }
        /* Availability: a month grid. Free, full, past and not-yet-open nights
           differ in colour and in words, so neither colour nor text alone carries it. */
        .legend { list-style: none; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; padding: 0; font-size: .9rem; }
        .swatch { display: inline-block; width: .9rem; height: .9rem; border-radius: 3px; vertical-align: -.1rem;
                  border: 1px solid var(--line); }
        .calendar { width: 100%; border-collapse: separate; border-spacing: 3px; table-layout: fixed; }
        .calendar th { font-size: .8rem; color: var(--muted); font-weight: 600; padding: .2rem 0; }
        .calendar th abbr { text-decoration: none; }
        .calendar td { vertical-align: top; height: 4.2rem; padding: .3rem; border-radius: 4px;
                       border: 1px solid var(--line); background: #fff; }
        .calendar td.blank { border: none; background: none; }
        .calendar .day { display: block; font-weight: 700; }
        .calendar .free, .calendar td a { font-size: .8rem; }
        .calendar td.open, .swatch.open { background: #e3f1e7; border-color: #9cc8aa; }
        .calendar td.open a { display: block; font-weight: 600; min-height: 1.5rem; }
        .calendar td.full, .swatch.full { background: #f6e0dc; border-color: #d9a79e; }
        .calendar td.full .free { color: #8a1f11; font-weight: 600; }
        .calendar td.past, .swatch.past { background: #f1efe9; color: var(--muted); }
        .calendar td.closed, .swatch.closed { background: repeating-linear-gradient(135deg, #fff, #fff 4px, #f1efe9\
         4px, #f1efe9 8px); color: var(--muted); }
        .calendar td.today { outline: 2px solid var(--accent); outline-offset: 1px; }
        /* Sites by night: the table scrolls sideways in its own region (a
           phone shows a few nights at a time), the site column stays put. The
           region is positioned so that its links' hidden words, placed
           absolutely, scroll with it instead of widening the page. */
        .grid-scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 4px; position: relative; }
        .grid-scroll:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
        .site-grid { border-collapse: separate; border-spacing: 2px; font-size: .85rem; }
        .site-grid caption { text-align: left; font-weight: 600; padding: .3rem; }
        .site-grid th { font-weight: 600; padding: .25rem .3rem; white-space: nowrap; }
        .site-grid thead th { color: var(--muted); font-size: .8rem; }
        .site-grid th abbr { text-decoration: none; }
        .site-grid th[scope=row] { position: sticky; left: 0; background: var(--paper); text-align: left;
                                   min-width: 8.5rem; z-index: 1; }
        .site-grid .site-number { display: block; font-size: 1rem; }
        .site-grid .site-kind { display: block; color: var(--muted); font-weight: 400; font-size: .75rem; }
        .site-grid td { min-width: 3.2rem; height: 2.6rem; padding: .2rem; text-align: center; border-radius: 4px;
                        border: 1px solid var(--line); }
        .site-grid td.open { background: #e3f1e7; border-color: #9cc8aa; }
        .site-grid td.open a { display: block; font-weight: 600; min-height: 1.5rem; line-height: 2.2rem; }
        .site-grid td.full { background: #f6e0dc; border-color: #d9a79e; color: #8a1f11; }
        .site-grid td.held, .swatch.held { background: #fdf1d6; border-color: #e0b95c; color: #6b4a00; }
        .site-grid td.closed { background: repeating-linear-gradient(135deg, #fff, #fff 4px, #f1efe9 4px, #f1efe9\
         8px); color: var(--muted); }
        /* Two months side by side where they fit, one under the other on a phone. */
        .months { display: grid; grid-template-columns: repeat(auto-fit, minmax(19rem, 1fr)); gap: 0 1.5rem; }
        .month h2 { font-size: 1.1rem; margin: .75rem 0 .25rem; }
        .step { font-weight: 600; }
        .calendar td.chosen, .calendar td.chosen a { background: var(--accent); color: #fff; }
        .calendar td.in-range { box-shadow: inset 0 0 0 2px var(--accent); }
        @media (max-width: 36rem) {
          main { padding: 1rem .5rem; }
          .calendar { border-spacing: 2px; }
          .calendar td { height: 3.4rem; padding: .15rem; }
          .calendar .free, .calendar td a { font-size: .7rem; line-height: 1.2; }
          .site-header { flex-wrap: wrap; gap: .5rem 1rem; }
          /* The map is drawn smaller on a phone: its marks grow back to be seen. */
          .map .pin { r: 14px; }
          .map .cluster { r: 28px; }
          .map .count { font-size: 34px; }
        }
        """
}
