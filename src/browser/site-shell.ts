/**
 * The scripts every page needs, in one module: the header menus, the account menu, the search box
 * and the toast region. One file rather than four saves a cheap phone three requests on every page.
 */
import './nav-menu';
import './account-menu';
import './site-search';
import './toast-region';
