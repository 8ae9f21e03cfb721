/* The scan dashboard's behaviour: sorting the server table, filtering servers (rows and grid columns)
   and sentences, and folding the grid's sections. Only textContent and attributes: no page text is
   ever parsed as HTML. Without this script every row and section is shown. */
(function () {
  var servers = document.querySelector('table.servers');
  if (servers) {
    servers.querySelectorAll('thead th').forEach(function (th, col) {
      th.addEventListener('click', function () {
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        servers.querySelectorAll('thead th').forEach(function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var body = servers.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var key = function (row) { var c = row.cells[col]; var v = c.getAttribute('data-sort'); if (v === null) v = c.textContent.trim(); var n = Number(v); return v !== '' && !isNaN(n) ? n : v.toLowerCase(); };
        rows.sort(function (a, b) { var x = key(a), y = key(b); var r = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)); return asc ? r : -r; });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  }
  var nameBox = document.getElementById('server-filter');
  var statusBox = document.getElementById('status-filter');
  var hiddenColumns = document.getElementById('hidden-columns');
  function filterServers() {
    var text = nameBox ? nameBox.value.trim().toLowerCase() : '';
    var status = statusBox ? statusBox.value : 'all';
    var hide = [];
    document.querySelectorAll('table.servers tbody tr').forEach(function (row) {
      var name = row.getAttribute('data-name').toLowerCase();
      var ok = name.indexOf(text) !== -1 && (status === 'all' || row.getAttribute('data-' + status) === 'true');
      row.hidden = !ok;
      if (!ok) hide.push(Number(row.getAttribute('data-col')));
    });
    /* A grid column per server: its cells hidden by one rule each (cheap at 100 servers). */
    hiddenColumns.textContent = hide.map(function (i) { return 'table.grid tr > :nth-child(' + (i + 2) + '){display:none}'; }).join('\n');
    var shown = document.getElementById('servers-shown');
    if (shown) shown.textContent = String(document.querySelectorAll('table.servers tbody tr:not([hidden])').length);
  }
  if (nameBox) nameBox.addEventListener('input', filterServers);
  if (statusBox) statusBox.addEventListener('change', filterServers);

  var levelBox = document.getElementById('level-filter');
  var failingBox = document.getElementById('failing-only');
  var sentenceBox = document.getElementById('sentence-filter');
  function filterSentences() {
    var level = levelBox ? levelBox.value : 'all';
    var failing = failingBox ? failingBox.checked : false;
    var text = sentenceBox ? sentenceBox.value.trim().toLowerCase() : '';
    document.querySelectorAll('table.grid tr.s').forEach(function (row) {
      var lvl = row.getAttribute('data-level');
      var ok = (level === 'all' || (level === 'MUST' ? lvl === 'MUST' || lvl === 'MUST NOT' : level === 'SHOULD' ? lvl === 'SHOULD' || lvl === 'SHOULD NOT' : lvl === level)) &&
        (!failing || row.getAttribute('data-failed') === 'true') &&
        (text === '' || row.textContent.toLowerCase().indexOf(text) !== -1);
      row.hidden = !ok;
    });
    /* A filter shows what it found: the sections holding a match open. */
    if (failing || text !== '') document.querySelectorAll('table.grid tbody.sec-body').forEach(function (b) { b.classList.toggle('collapsed', !b.querySelector('tr.s:not([hidden])')); });
  }
  if (levelBox) levelBox.addEventListener('change', filterSentences);
  if (failingBox) failingBox.addEventListener('change', filterSentences);
  if (sentenceBox) sentenceBox.addEventListener('input', filterSentences);

  document.querySelectorAll('table.grid tbody.sec-body').forEach(function (body) {
    body.classList.add('collapsed');
    body.rows[0].addEventListener('click', function () { body.classList.toggle('collapsed'); });
  });
  var expand = document.getElementById('expand-all');
  if (expand) {
    expand.hidden = false;
    expand.addEventListener('click', function () {
      var open = expand.getAttribute('aria-pressed') !== 'true';
      expand.setAttribute('aria-pressed', String(open));
      expand.textContent = open ? 'fold every section' : 'open every section';
      document.querySelectorAll('table.grid tbody.sec-body').forEach(function (b) { b.classList.toggle('collapsed', !open); });
    });
  }
  document.querySelectorAll('.needs-script').forEach(function (e) { e.hidden = false; });
  document.documentElement.setAttribute('data-dashboard-ready', 'true');
})();
