import { DEFAULT_GRID_VIEW, GRID_VIEWS, type GridView } from '@estate/domain/constants';

/** SPEC §3 client state `gridView`, kept in localStorage under that name. */
export const GRID_VIEW_STORAGE_KEY = 'gridView';

function isGridView(value: unknown): value is GridView {
  return typeof value === 'string' && (GRID_VIEWS as readonly string[]).includes(value);
}

export function readGridView(): GridView {
  try {
    const stored = localStorage.getItem(GRID_VIEW_STORAGE_KEY);
    return isGridView(stored) ? stored : DEFAULT_GRID_VIEW;
  } catch {
    return DEFAULT_GRID_VIEW;
  }
}

/**
 * Runs inline right after the results' opening tag, before the browser paints them: the server
 * renders grid3 and this switches to the remembered layout, so the page never jumps.
 */
export function gridViewBootstrapScript(): string {
  const views = JSON.stringify(GRID_VIEWS);
  return `(function(){try{var v=localStorage.getItem(${JSON.stringify(GRID_VIEW_STORAGE_KEY)});if(${views}.indexOf(v)>-1){document.currentScript.parentElement.setAttribute('data-view',v)}}catch(e){}})();`;
}
