import type { Access } from './kind';

/** The site's content is the editors' (and admins') work; agents write their offers only. */
export const SITE_EDITORS: Access = {
  read: ['admin', 'editor'],
  write: ['admin', 'editor'],
  publish: ['admin', 'editor'],
};
