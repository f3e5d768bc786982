// The demo punch-out receiver (not part of the product bundle): lists the fields posted to it, which the
// mock server passes on in the query (fixtures/server/http-server.ts, answerPostedPage). Text only:
// the values are shown as received, never parsed as HTML.
(function () {
  function show() {
    var list = document.getElementById('received-fields');
    var empty = document.getElementById('received-empty');
    var params = new URLSearchParams(location.search);
    var count = 0;
    params.forEach(function (value, name) {
      var term = document.createElement('dt');
      term.textContent = name;
      var detail = document.createElement('dd');
      var pre = document.createElement('pre');
      pre.textContent = value;
      detail.append(pre);
      list.append(term, detail);
      count += 1;
    });
    if (count > 0) empty.hidden = true;
    else list.hidden = true;
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();
