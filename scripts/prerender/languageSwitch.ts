import { createHash } from 'node:crypto';
import { RELOAD_PAUSE_MS, RELOADED_AT_KEY } from '../../src/lib/serviceWorker/reloadGuard.ts';

/**
 * The first thing each pre-rendered page runs, inline, before anything paints. A visitor whose
 * language (a link's ?lang=, else the one saved, else the browser's first that the app speaks,
 * else English: src/lib/i18n.ts decides the same way) is not the page's is sent to the same page in theirs, /visa ⇄ /sw/visa, and the page hides
 * itself meanwhile. Otherwise, once the page has painted (its first contentful paint is on record,
 * or after a second for a browser that keeps none), the app's scripts (named by the page's
 * `data-entry` and `data-modules`) and its translation file start downloading: nothing fetched
 * competes with the first paint, and a page about to be left fetches nothing. The modules are
 * announced four at a time, a task each: each announcement costs a phone a few milliseconds, and a
 * form's twenty at once would hold the page for longer than a tap may wait. The language is read
 * from the address, so one script, and one hash in the Content-Security-Policy, serves both. A page
 * whose app is gone by the time it asks (a release in between) reloads, once a minute at most.
 */
export const LANGUAGE_SWITCH =
  `(function(){var l=location,p=l.pathname,k=/^\\/sw(\\/|$)/.test(p),w='en',d=document,r=d.documentElement;
function b(){var n=navigator.languages||[navigator.language||''];for(var i=0;i<n.length;i++){var c=String(n[i]).toLowerCase().split('-')[0];if(c==='sw'||c==='en')return c}return 'en'}
try{var a=new URLSearchParams(l.search).get('lang'),s;w=a==='sw'||a==='en'?a:(s=localStorage.getItem('lang'))==='sw'||s==='en'?s:b()}catch(e){w=b()}
if((w==='sw')!==k){r.hidden=true;l.replace((k?p.replace(/^\\/sw/,'')||'/':'/sw'+p)+l.search+l.hash);return}
function reload(){try{var s=sessionStorage,t=+s.getItem('${RELOADED_AT_KEY}')||0;if(Date.now()-t<${RELOAD_PAUSE_MS})return;s.setItem('${RELOADED_AT_KEY}',Date.now())}catch(e){return}l.reload()}
function add(t,o){var n=d.createElement(t);n.crossOrigin='anonymous';for(var x in o)n[x]=o[x];d.head.appendChild(n)}
var started=false;function go(){if(started)return;started=true;
add('link',{rel:'preload',as:'fetch',href:'/assets/i18n/'+w+'.json'});
add('script',{type:'module',src:r.getAttribute('data-entry'),onerror:reload});
var m=(r.getAttribute('data-modules')||'').split(' ');
(function more(){m.splice(0,4).forEach(function(h){if(h)add('link',{rel:'modulepreload',href:h})});if(m.length)setTimeout(more,0)})()}
function painted(){try{return performance.getEntriesByName('first-contentful-paint').length>0}catch(e){return true}}
function afterPaint(){if(painted())return go();
try{new PerformanceObserver(function(){if(painted())go()}).observe({type:'paint'})}catch(e){}setTimeout(go,1000)}
if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(afterPaint,0)})})()`.replaceAll(
    '\n',
    '',
  );

/** The script's entry in script-src, which firebase.json's policy must carry. */
export const LANGUAGE_SWITCH_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_SWITCH).digest('base64')}'`;
