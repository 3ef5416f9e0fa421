/**
 * The brand's /public pages the product links to itself, beyond the operator's own links: the help
 * centre (where a missed page, a blocked region and a forgotten password lead) and the contact page.
 * Every brand needs them (the demo brands have them: server demo/operator-content).
 */
export const HELP_PAGE = 'help';
export const CONTACT_PAGE = 'contact';
