// Starts downloading the translation file of the visitor's language while the app's own scripts
// are still downloading, so the first screen need not wait for one more round trip after them:
// the one a link asks for (?lang=sw, from an SMS or email), else the one chosen before (src/lib/
// i18n.ts keeps it under the key "lang"), else the browser's first that the app speaks, else
// English. i18next's fetch of the same address then takes this response.
(function () {
  function browsers() {
    var preferred = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < preferred.length; i++) {
      var primary = String(preferred[i]).toLowerCase().split('-')[0];
      if (primary === 'sw' || primary === 'en') return primary;
    }
    return 'en';
  }
  var language = browsers();
  try {
    var linked = new URLSearchParams(window.location.search).get('lang');
    var saved = localStorage.getItem('lang');
    if (linked === 'sw' || linked === 'en') language = linked;
    else if (saved === 'sw' || saved === 'en') language = saved;
  } catch {
    // Storage refused (private mode): the browser's language.
  }
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = '/assets/i18n/' + language + '.json';
  document.head.appendChild(link);
})();
