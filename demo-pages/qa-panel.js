// QA panel of the demo pages (not part of the product bundle). It must run before loader.js:
// it applies the chosen language and customer to the page context, and remembers the fault scenario,
// the fixed "now" and the customer the demo user acts for in cookies the mock server reads.
(function () {
  // The panel is drawn a moment after the first paint (see the end); its space is kept from the start
  // (demo.css, html.qa-has-panel), so it pushes nothing down: no layout shift of our own making.
  document.documentElement.classList.add('qa-has-panel');
  var params = new URLSearchParams(location.search);
  function setCookie(name, value) {
    document.cookie = name + '=' + encodeURIComponent(value) + '; path=/; SameSite=Lax';
  }
  function getCookie(name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : '';
  }
  if (params.has('scenario')) setCookie('wsh_scenario', params.get('scenario'));
  if (params.has('now')) setCookie('wsh_now', params.get('now'));
  if (params.has('lang')) sessionStorage.setItem('wsh-qa-lang', params.get('lang'));
  if (params.has('customer')) setCookie('wsh_customer', params.get('customer'));
  // The language the user chose with the language switch (the mock's answer to PUT globalization/changelanguage
  // sets it): this page is the one the server would render in it. Taken once, then it is the panel's choice.
  var chosen = getCookie('wsh_lang');
  if (chosen) {
    sessionStorage.setItem('wsh-qa-lang', chosen);
    document.cookie = 'wsh_lang=; path=/; max-age=0; SameSite=Lax';
  }

  // Reporting (issue #35): ?telemetry=on gives this tab's pages the mock's collector in their page context,
  // ?telemetry=off takes it away; telemetry.html shows what arrived.
  if (params.has('telemetry')) sessionStorage.setItem('wsh-qa-telemetry', params.get('telemetry'));
  var telemetry = sessionStorage.getItem('wsh-qa-telemetry') === 'on';
  var lang = sessionStorage.getItem('wsh-qa-lang');
  // The customer the demo user acts for: the mock answers as that customer (cookie wsh_customer), and the
  // page context says so too, as the shop's server would write it (islands read currentCustomerId).
  var customer = getCookie('wsh_customer');
  var ctxEl = document.getElementById('page-context');
  if ((lang || customer || telemetry) && ctxEl) {
    try {
      var ctx = JSON.parse(ctxEl.textContent);
      if (telemetry) ctx.telemetryUrl = '/__mock/telemetry';
      if (lang) ctx.language = lang;
      if (customer && ctx.currentCustomerId) ctx.currentCustomerId = customer;
      ctxEl.textContent = JSON.stringify(ctx);
      if (lang) document.documentElement.lang = lang;
    } catch {
      /* a deliberately broken page context stays broken */
    }
  }

  function option(value, label, selected) {
    var o = document.createElement('option');
    o.value = value;
    o.textContent = label;
    o.selected = selected;
    return o;
  }

  function render() {
    var panel = document.createElement('aside');
    panel.className = 'qa-panel';
    panel.setAttribute('aria-label', 'QA panel');

    var scenarioLabel = document.createElement('label');
    scenarioLabel.textContent = 'Scenario';
    var scenario = document.createElement('select');
    scenario.id = 'qa-scenario';
    scenario.appendChild(option('none', 'Normal', true));
    scenarioLabel.appendChild(scenario);
    fetch('/__mock/scenarios')
      .then(function (r) {
        return r.json();
      })
      .then(function (list) {
        scenario.innerHTML = '';
        var current = getCookie('wsh_scenario') || 'none';
        list.forEach(function (s) {
          scenario.appendChild(option(s.id, s.label, s.id === current));
        });
      })
      .catch(function () {
        /* static hosting without the mock server: keep "Normal" */
      });
    scenario.addEventListener('change', function () {
      setCookie('wsh_scenario', scenario.value);
      location.reload();
    });

    var langLabel = document.createElement('label');
    langLabel.textContent = 'Language';
    var langSel = document.createElement('select');
    langSel.id = 'qa-language';
    var currentLang = lang || document.documentElement.lang || 'da';
    langSel.appendChild(option('en', 'English', currentLang === 'en'));
    langSel.appendChild(option('da', 'Dansk', currentLang === 'da'));
    langLabel.appendChild(langSel);
    langSel.addEventListener('change', function () {
      sessionStorage.setItem('wsh-qa-lang', langSel.value);
      location.reload();
    });

    var nowLabel = document.createElement('label');
    nowLabel.textContent = 'Today';
    var now = document.createElement('input');
    now.type = 'date';
    now.id = 'qa-now';
    now.value = getCookie('wsh_now');
    nowLabel.appendChild(now);
    now.addEventListener('change', function () {
      setCookie('wsh_now', now.value);
      location.reload();
    });

    var customerLabel = document.createElement('label');
    customerLabel.textContent = 'Customer';
    var customerSel = document.createElement('select');
    customerSel.id = 'qa-customer';
    customerSel.appendChild(option(customer, customer || 'Default', true));
    customerLabel.appendChild(customerSel);
    fetch('/__mock/customers')
      .then(function (r) {
        return r.json();
      })
      .then(function (answer) {
        customerSel.innerHTML = '';
        answer.customers.forEach(function (c) {
          customerSel.appendChild(option(c.id, c.name + ' (' + c.id + ')', c.id === answer.current));
        });
      })
      .catch(function () {
        /* static hosting without the mock server: keep the default customer */
      });
    customerSel.addEventListener('change', function () {
      setCookie('wsh_customer', customerSel.value);
      location.reload();
    });

    var reset = document.createElement('button');
    reset.type = 'button';
    reset.textContent = 'Reset data';
    reset.addEventListener('click', function () {
      fetch('/__mock/reset', { method: 'POST' }).then(function () {
        location.reload();
      });
    });

    panel.append(scenarioLabel, langLabel, nowLabel, customerLabel, reset);
    // A bar above the page, never over it: it must not cover any island (banners, dialogs, notices).
    document.body.prepend(panel);
  }
  // In a task of its own: drawing the panel (its date input above all) costs Chromium about 20 ms, which
  // must not join the page's start-up task that `npm run bench` measures for the islands.
  var later = function () {
    setTimeout(render, 0);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later);
  else later();
})();
