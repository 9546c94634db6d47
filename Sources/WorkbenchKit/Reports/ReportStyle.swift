/// The report's stylesheet: system fonts, a restrained palette (pass green, fail red, expected
/// failure amber), sticky table headers, a print stylesheet and a narrow-screen layout.
enum ReportStyle {
  static let css = """
    :root {
      --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa; --paper: #ffffff;
      --accent: #0b5cad;
      --pass: #1a7f37; --pass-bg: #eaf7ed; --fail: #b42318; --fail-bg: #ffe4e1;
      --xfail: #8a5a00; --xfail-bg: #fff3cd; --grey-bg: #eef0f2;
      --s0: #0b5cad; --s1: #c2410c; --s2: #15803d; --s3: #7e22ce; --s4: #b91c1c;
      --s5: #0e7490; --s6: #a16207; --s7: #475569;
      --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; color: var(--ink); background: var(--paper);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    }
    header.page, main, footer { max-width: 1280px; margin: 0 auto; padding: 0 24px; }
    header.page { padding-top: 28px; padding-bottom: 8px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 28px; margin: 0 0 4px; letter-spacing: -0.01em; }
    h2 { font-size: 21px; margin: 40px 0 8px; padding-top: 8px; border-top: 1px solid var(--line); }
    h3 { font-size: 16px; margin: 0 0 6px; }
    p { margin: 8px 0; }
    .lead { color: var(--muted); margin: 0 0 12px; max-width: 60em; }
    .explain { color: var(--muted); max-width: 62em; margin-bottom: 16px; }
    .empty { padding: 12px 16px; background: var(--soft); border: 1px dashed var(--line);
      border-radius: 6px; }
    code, pre { font-family: var(--mono); font-size: 12.5px; }
    a { color: var(--accent); }
    .verdict { display: inline-block; font-weight: 600; padding: 4px 12px; border-radius: 999px;
      margin: 4px 0 12px; }
    .verdict.pass { color: var(--pass); background: var(--pass-bg); }
    .verdict.fail { color: var(--fail); background: var(--fail-bg); }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
    .facts dt { color: var(--muted); }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .contents ol { display: flex; flex-wrap: wrap; gap: 4px 18px; list-style: none; padding: 0;
      margin: 16px 0 0; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: separate; border-spacing: 0; font-size: 13.5px; }
    th, td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: left;
      vertical-align: top; }
    thead th { position: sticky; top: 0; z-index: 1; background: var(--soft);
      border-bottom: 2px solid var(--line); font-weight: 600; }
    .compare td { min-width: 6.5em; }
    .compare th[scope="row"] { position: sticky; left: 0; z-index: 1; background: var(--paper);
      min-width: 9em; max-width: 13em; }
    .compare .files { border-bottom: 1px dotted var(--muted); cursor: help; }
    .compare .file-names { display: none; }
    .compare tr.measured td { font-variant-numeric: tabular-nums; font-weight: 600; }
    .compare tr.described td { color: var(--muted); }
    .glance td { font-variant-numeric: tabular-nums; }
    .glance { width: 100%; }
    .glance th[scope="row"] { width: 15em; max-width: 16em; font-weight: normal; }
    .mistakes-lead { margin: 14px 0 4px; }
    .mistakes { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px;
      margin: 0; font-size: 13.5px; }
    .mistakes dt { font-weight: 600; }
    .mistakes dd { margin: 0; }
    .mistakes .detail { border-bottom: none; }
    .glance th[scope="row"] a { color: inherit; text-decoration: none; }
    .glance th[scope="row"] a:hover { text-decoration: underline; }
    .glance .detail { border-bottom: 1px dotted var(--muted); cursor: help; }
    .findings { font-size: 15px; margin: 8px 0 14px; padding-left: 1.2em; }
    .findings li { margin: 4px 0; }
    details.machinery { margin: 6px 0; }
    details.machinery summary { cursor: pointer; }
    .sites td { font-size: 12px; padding: 2px 8px; }
    .sites code { white-space: pre-wrap; }
    .numbers td { text-align: right; font-variant-numeric: tabular-nums; }
    .numbers td.warn { color: var(--fail); font-weight: 600; }
    .numbers tr.variant-row th { font-weight: normal; color: var(--muted); }
    .note, .file, .line { color: var(--muted); font-weight: normal; font-size: 12px; }
    .file, .line { font-family: var(--mono); }
    .legend { list-style: none; padding: 0; margin: 0 0 10px; display: flex; flex-wrap: wrap;
      gap: 4px 16px; font-size: 13px; color: var(--muted); }
    .swatch { display: inline-block; min-width: 1.6em; text-align: center; border-radius: 4px; }
    .matrix-wrap { max-height: 85vh; overflow: auto; border: 1px solid var(--line);
      border-radius: 6px; }
    .matrix th[scope="row"] { font-weight: normal; min-width: 17em; max-width: 26em;
      position: sticky; left: 0; z-index: 1; background: var(--paper); }
    .matrix thead th { text-align: center; font-size: 12.5px; line-height: 1.25; }
    .matrix thead th.corner { text-align: left; position: sticky; left: 0; z-index: 3; }
    .matrix th.v-col { background: var(--grey-bg); }
    .matrix td.variants { text-align: left; font-size: 12px; line-height: 1.5;
      white-space: nowrap; }
    .matrix td.variants a { display: inline; padding: 0 4px; border-radius: 3px; }
    .matrix tr.group th { background: var(--paper); font-weight: 600; padding-top: 14px;
      position: sticky; left: 0; }
    .matrix td { text-align: center; min-width: 3.4em; padding: 3px 4px; }
    .matrix thead th.v-col, .matrix thead th.pattern { padding: 5px 4px; }
    .matrix tbody tr:hover th[scope="row"] { background: var(--soft); }
    .matrix tr.all-pass td { text-align: left; padding: 4px 8px; color: var(--muted); }
    .matrix tr.all-pass summary { cursor: pointer; position: sticky; left: 8px;
      width: max-content; }
    .matrix tr.all-pass ul { margin: 4px 0 6px 1.2em; padding: 0; columns: 3 22em;
      max-width: 80em; color: var(--ink); }
    .o-pass { color: var(--pass); background: var(--pass-bg); }
    .o-fail, .o-xpass, .o-hang, .o-crash, .o-leak { color: var(--fail); background: var(--fail-bg);
      font-weight: 700; }
    .o-xfail { color: var(--xfail); background: var(--xfail-bg); }
    td.none { color: var(--muted); }
    .matrix td a { color: inherit; text-decoration: none; display: block; }
    .matrix td a:hover, .matrix td a:focus { text-decoration: underline; }
    .bad { color: var(--fail); }
    .all-clear { color: var(--pass); font-weight: 600; }
    .failures-heading { margin-top: 20px; }
    .failures { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 34rem), 1fr));
      gap: 12px; }
    .failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 6px;
      padding: 8px 12px; break-inside: avoid; scroll-margin-top: 12px; min-width: 0; }
    .failure.o-xfail-edge { border-left-color: var(--xfail); }
    .failure:target { outline: 2px solid var(--accent); }
    .failure h5 { margin: 0 0 6px; font-size: 13.5px; font-weight: 600; line-height: 1.4; }
    .variant-heading { font-size: 14.5px; margin: 18px 0 8px; }
    .failure pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px;
      line-height: 1.45; }
    .badge { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 4px;
      white-space: nowrap; }
    .bench-source { max-width: 62em; }
    .warning { max-width: 62em; padding: 8px 12px; border-radius: 6px; color: var(--fail);
      background: var(--fail-bg); border: 1px solid var(--fail); }
    figure { margin: 8px 0 20px; }
    figcaption { color: var(--muted); font-size: 13px; }
    svg.chart { width: 100%; max-width: 1100px; height: auto; display: block; }
    svg .axis { stroke: var(--ink); stroke-width: 1; }
    svg .grid { stroke: var(--line); stroke-width: 1; }
    svg text { font: 11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
      fill: var(--ink); }
    svg .tick { fill: var(--muted); }
    svg .axis-label { font-size: 12px; }
    svg .value { fill: var(--muted); font-variant-numeric: tabular-nums; }
    svg polyline.series, svg .legend line { stroke-width: 2; }
    svg .dashed { stroke-dasharray: 7 4; }
    svg .dotted { stroke-dasharray: 2 3; }
    \((0..<8).map { "svg .series-\($0) { stroke: var(--s\($0)); } svg circle.series-\($0), svg rect.series-\($0) { fill: var(--s\($0)); }" }.joined(separator: "\n"))
    svg rect.bar { stroke: none; opacity: 0.85; }
    svg .floor { stroke: var(--muted); stroke-dasharray: 12 4; }
    svg circle.floor { fill: var(--muted); }
    .charts { display: grid; grid-template-columns: 1fr; gap: 24px; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 16px; }
    .variant { border: 1px solid var(--line); border-left: 4px solid var(--xfail);
      border-radius: 6px; padding: 12px 16px; background: var(--paper); break-inside: avoid; }
    .variant .summary { color: var(--muted); margin-top: 0; }
    .variant dl { margin: 0; }
    .variant dt { font-weight: 600; font-size: 13px; margin-top: 8px; }
    .variant dt.bad { color: var(--fail); }
    .variant dd { margin: 2px 0 0; font-size: 14px; }
    .variant ul { margin: 2px 0 0; padding-left: 0; list-style: none; }
    .variant .file { display: block; margin-top: 2px; overflow-wrap: anywhere; }
    .variant pre.diff { margin: 4px 0 0; padding: 8px; background: var(--soft); font-size: 11.5px;
      overflow-x: auto; border-radius: 4px; }
    .variant pre.diff .add { color: var(--pass); background: var(--pass-bg); }
    .variant pre.diff .del { color: var(--fail); background: var(--fail-bg); }
    .variant pre.diff .head { color: var(--muted); }
    details.timeline { border: 1px solid var(--line); border-radius: 6px; margin: 8px 0;
      background: var(--paper); }
    details.timeline > summary { cursor: pointer; padding: 8px 12px; font-weight: 600; }
    details.timeline[open] > summary { border-bottom: 1px solid var(--line); }
    .timeline .rule { margin: 8px 12px; color: var(--muted); }
    .panes { display: grid; grid-template-columns: repeat(var(--panes), minmax(15.5rem, 1fr));
      gap: 0; overflow-x: auto; }
    .pane { border-right: 1px solid var(--line); min-width: 0; }
    .pane:last-child { border-right: none; }
    .pane h4 { margin: 0; padding: 6px 10px; font-size: 13px; position: sticky; top: 0; }
    .pane .outcome { font-weight: normal; float: right; }
    .pane pre { margin: 0; padding: 8px 10px; font-size: 11px; line-height: 1.45;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    .pane pre span { display: block; }
    .pane .step { font-weight: 700; margin-top: 4px; }
    .pane .screen { color: var(--muted); }
    .pane .request { color: var(--accent); }
    .pane .request.cancel { color: var(--s6); }
    .pane .failure { color: var(--fail); font-weight: 700; }
    .pane .stale { background: var(--soft); }
    .mark { font-family: system-ui, sans-serif; font-size: 10.5px; padding: 0 5px;
      border-radius: 3px; white-space: nowrap; }
    .mark.dropped { color: var(--pass); background: var(--pass-bg); }
    .mark.applied { color: var(--xfail); background: var(--xfail-bg); }
    .mark.visible { color: var(--fail); background: var(--fail-bg); }
    .mark.unobserved { color: var(--muted); background: var(--soft); }
    footer { color: var(--muted); font-size: 13px; margin-top: 40px; padding-bottom: 32px;
      border-top: 1px solid var(--line); }
    @media (max-width: 700px) {
      body { font-size: 14px; }
      header.page, main, footer { padding: 0 12px; }
      header.page { padding-top: 16px; }
      .facts { grid-template-columns: 1fr; }
      .facts dt { margin-top: 4px; }
      .matrix th[scope="row"] { min-width: 13em; }
      .matrix-wrap { max-height: none; }
      /* On a phone the comparison scrolls sideways under a narrow, sticky column of headings. */
      .compare th[scope="row"] { min-width: 6.5em; max-width: 8em; font-size: 13px; }
      .cards { grid-template-columns: 1fr; }
      .panes { grid-template-columns: repeat(var(--panes), 16rem); }
    }
    @media print {
      body { font-size: 11px; }
      header.page, main, footer { max-width: none; padding: 0; }
      .contents { display: none; }
      /* Paper cannot be clicked: every closed timeline prints open. */
      details::details-content { content-visibility: visible; display: contents; }
      details > summary { list-style: none; }
      .failures { display: block; }
      /* Panes wrap onto further rows rather than run off the page's edge. */
      .panes { grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
      .pane { border-bottom: 1px solid var(--line); }
      /* The matrix is wide: the page turns and the table shrinks to fit it. */
      @page { size: A4 landscape; margin: 12mm; }
      .matrix, .matrix thead th, .matrix .line, .matrix .file { font-size: 8.5px; }
      .matrix th[scope="row"] { min-width: 12em; position: static; }
      .matrix td, .matrix thead th.v-col, .matrix thead th.pattern { min-width: 0;
        padding: 1px 2px; }
      .failure { margin: 0 0 8px; }
      /* Paper cannot hover: a count of files prints its names. */
      .compare .file-names { display: inline; }
      .compare .files { border-bottom: none; }
      .compare th[scope="row"] { position: static; }
      .scroll, .matrix-wrap, .panes { overflow: visible; max-height: none; border: none; }
      thead th { position: static; }
      h2 { break-after: avoid; }
      tr, figure, .variant { break-inside: avoid; }
      a { color: inherit; text-decoration: none; }
      .o-pass, .o-fail, .o-xfail, .o-xpass, .o-hang, .o-crash, .o-leak, .verdict, .mark, .warning,
      .failure {
        -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """
}
