/**
 * The scripts every page needs, in one module: the header menus, the account menu, the search box,
 * the toast region and the service worker's registration. One file rather than five saves a cheap
 * phone four requests on every page.
 */
import './nav-menu';
import './account-menu';
import './site-search';
import './toast-region';
import './register-sw';
