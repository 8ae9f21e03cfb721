document.querySelectorAll('table.sortable').forEach(function (table) {
  table.querySelectorAll('th').forEach(function (th, col) {
    th.addEventListener('click', function () {
      var asc = th.getAttribute('aria-sort') !== 'ascending';
      table.querySelectorAll('th').forEach(function (h) { h.removeAttribute('aria-sort'); });
      th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var key = function (row) { var c = row.cells[col]; var v = c.getAttribute('data-sort') || c.textContent.trim(); var n = Number(v); return v !== '' && !isNaN(n) ? n : v.toLowerCase(); };
      rows.sort(function (a, b) { var x = key(a), y = key(b); var r = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)); return asc ? r : -r; });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
/* "failures only": shown only where this script runs, so without it every test stays visible. */
(function () {
  var box = document.getElementById('only-failures');
  if (!box) return;
  box.parentNode.parentNode.hidden = false;
  var apply = function () { document.body.classList.toggle('only-failures', box.checked); };
  box.addEventListener('change', apply);
  apply();
})();
document.documentElement.setAttribute('data-sortable-tables', String(document.querySelectorAll('table.sortable').length));
