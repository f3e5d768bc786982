// The QA switch of custom-form.html (issue #34, point 4): ?captcha=turnstile, hcaptcha, recaptcha or
// friendly-captcha draws the contact form with that captcha service, whose script the demo bundle loads
// from the demo server's stand-in (/captcha-stand-ins/<provider>.js); without it, the demo check. A
// classic script after the island: it runs before loader.js (a module, so deferred) reads the props.
(function () {
  var provider = new URLSearchParams(location.search).get('captcha');
  if (['turnstile', 'hcaptcha', 'recaptcha', 'friendly-captcha'].indexOf(provider) < 0) return;
  var props = document.querySelector('#contact-form > script[type="application/json"]');
  var value = JSON.parse(props.textContent);
  value.captcha = {
    provider: provider,
    siteKey: 'demo-site-key',
    errorMessage: 'Answer the captcha before you send the form.',
  };
  props.textContent = JSON.stringify(value);
})();
