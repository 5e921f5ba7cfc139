/**
 * The inline script in <head>, run before first paint: applies the stored theme, the announcement dismissal
 * and the hidden-sidebar choice as attributes on <html> (so nothing flashes or shifts), and reloads the page
 * once when a JavaScript chunk fails to load (typically after a deploy replaced the files): once per page address
 * in the tab's session, so a chunk that keeps failing (blocked, offline) is left to the code that asked for it
 * (the comment widget works without its toaster) instead of reloading the page at every attempt.
 */
export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';
export const SIDEBAR_HIDDEN_STORAGE_KEY = 'docs-sidebar-hidden';
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

export function headScript(announcementId: string | undefined): string {
  return `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});t=t==='dark'?'dark':'light';d.setAttribute('data-theme',t);d.style.colorScheme=t;${
    announcementId
      ? `if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.setAttribute('data-announcement-dismissed','');`
      : ''
  }if(localStorage.getItem(${JSON.stringify(SIDEBAR_HIDDEN_STORAGE_KEY)})==='true')d.setAttribute('data-sidebar-hidden','');}catch(e){}
function chunkFailed(m){if(!/ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|_next\\/static\\/chunks/.test(m||''))return;try{var k=${JSON.stringify(CHUNK_RELOAD_KEY)},p=k+':'+location.pathname,last=Number(sessionStorage.getItem(k)||0);if(Date.now()-last<10000||sessionStorage.getItem(p))return;sessionStorage.setItem(k,String(Date.now()));sessionStorage.setItem(p,'1');}catch(e){}console.warn('A script failed to load; reloading the page once.',m);location.reload();}
addEventListener('error',function(e){var s=e.target;if(s&&s.tagName==='SCRIPT')chunkFailed(s.src);else chunkFailed(e.message);},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;chunkFailed(r&&(r.name+' '+r.message));});})();`;
}
