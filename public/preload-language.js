// Starts downloading the translation file of the visitor's language while the app's own scripts
// are still downloading, so the first screen need not wait for one more round trip after them:
// the one a link asks for (?lang=sw, from an SMS or email), else the one chosen before (src/lib/
// i18n.ts keeps it under the key "lang"), else English. i18next's fetch of the same address then
// takes this response.
(function () {
  var language = 'en';
  try {
    var linked = new URLSearchParams(window.location.search).get('lang');
    if (linked === 'sw' || linked === 'en') language = linked;
    else if (localStorage.getItem('lang') === 'sw') language = 'sw';
  } catch {
    // Storage refused (private mode): the default language.
  }
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = '/assets/i18n/' + language + '.json';
  document.head.appendChild(link);
})();
