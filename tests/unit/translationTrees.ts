import en from '../../public/assets/i18n/en.json';
import enStaff from '../../public/assets/i18n/en.admin.json';
import sw from '../../public/assets/i18n/sw.json';
import swStaff from '../../public/assets/i18n/sw.admin.json';

type Tree = { [key: string]: string | Tree };

/** `base` with `more`'s texts added, branch by branch, as i18next's addResourceBundle adds them. */
function merged(base: Tree, more: Tree): Tree {
  const tree: Tree = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const mine = tree[key];
    tree[key] = typeof value === 'object' && typeof mine === 'object' ? merged(mine, value) : value;
  }
  return tree;
}

/**
 * Every text of each language: the public file and the staff area's (<lng>.admin.json), which the
 * app loads with the staff area into the same namespace.
 */
export const TRANSLATIONS = {
  en: merged(en as Tree, enStaff as Tree),
  sw: merged(sw as Tree, swStaff as Tree),
};

/** The public files alone: what every visitor downloads. */
export const PUBLIC_TRANSLATIONS = { en: en as Tree, sw: sw as Tree };
