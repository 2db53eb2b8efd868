import { createHash } from 'node:crypto';

/**
 * The first thing each pre-rendered page runs, inline, before anything paints: a visitor whose
 * language (a link's ?lang=, else the one saved, else English: src/lib/i18n.ts decides the same
 * way) is not the page's is sent to the same page in theirs, /visa ⇄ /sw/visa, and the page hides
 * itself meanwhile; otherwise the page's translation file starts downloading (in the HTML, a
 * page about to be left would fetch it too). The language is read from the address, so one
 * script, and one hash in the Content-Security-Policy, serves both.
 */
export const LANGUAGE_SWITCH =
  "(function(){var l=location,p=l.pathname,k=/^\\/sw(\\/|$)/.test(p),w='en';" +
  "try{var a=new URLSearchParams(l.search).get('lang');" +
  "w=a==='sw'||a==='en'?a:localStorage.getItem('lang')==='sw'?'sw':'en'}catch(e){}" +
  "if((w==='sw')!==k){document.documentElement.hidden=true;" +
  "l.replace((k?p.replace(/^\\/sw/,'')||'/':'/sw'+p)+l.search+l.hash)}" +
  "else{var n=document.createElement('link');n.rel='preload';n.as='fetch';n.crossOrigin='anonymous';" +
  "n.href='/assets/i18n/'+w+'.json';document.head.appendChild(n)}})()";

/** The script's entry in script-src, which firebase.json's policy must carry. */
export const LANGUAGE_SWITCH_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_SWITCH).digest('base64')}'`;
