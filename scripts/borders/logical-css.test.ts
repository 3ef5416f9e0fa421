import { describe, expect, it } from 'vitest';
import { checkCss } from './logical-css.ts';

/** The declarations refused in a rule made of `body`. */
const refused = (body: string, selector = '.x') =>
  checkCss(`${selector} {\n${body}\n}\n`).map((finding) => finding.declaration);

describe('the logical CSS check', () => {
  it.each([
    'margin-left: 4px;',
    'padding-right: var(--sb-space-2);',
    'border-left: 3px solid red;',
    'border-right-color: transparent;',
    'left: 0;',
    'right: auto;',
    'text-align: left;',
    'text-align: right !important;',
    'float: right;',
    'clear: left;',
    'border-top-left-radius: 4px;',
    'border-bottom-right-radius: 4px;',
    'scroll-margin-left: 8px;',
    'scroll-padding-right: 8px;',
    'padding: 0 var(--sb-space-3) 0 var(--sb-space-2);',
    'inset: 0 auto 0 0;',
    'border-width: 0 1px 0 0;',
    'border-radius: 8px 8px 0 8px;',
    'border-radius: 4px 0;',
    'transform: translateX(100%);',
    'transform: scale(0.9) translate(-12px, 4px);',
    'translate: -50% 0;',
    'background-position: right 8px center;',
    'transform-origin: top left;',
    'background: linear-gradient(to right, red, blue);',
    'background: linear-gradient(to bottom left, red, blue);',
    'background: linear-gradient(90deg, red, blue);',
    'mask-image: linear-gradient(0.25turn, black, transparent);',
  ])('refuses %s', (declaration) => {
    expect(refused(declaration)).toEqual([declaration.replace(/;$/, '')]);
  });

  it.each([
    'margin-inline-start: 4px;',
    'padding-inline: var(--sb-space-2) 0;',
    'border-inline-start: 3px solid red;',
    'inset-inline-end: 0;',
    'inset: 0;',
    'text-align: start;',
    'text-align: center;',
    'float: inline-end;',
    'border-start-end-radius: 4px;',
    'padding: 0 var(--sb-space-3);',
    'margin: 0 auto 4px;',
    'padding: 1px 2px 3px 2px;',
    'border-radius: 8px 8px 0 0;',
    'border-radius: 50%;',
    'transform: translateY(-50%) rotate(180deg);',
    'transform: translateX(calc(var(--sb-inline-sign) * 100%));',
    'transform: translate(0, 4px);',
    'background: linear-gradient(180deg, red, blue);',
    'background: linear-gradient(to bottom, red, blue);',
    'background-position: center top;',
    'transform-origin: center;',
    'scale: -1 1;',
    "content: 'left: right';",
    'grid-template-areas: "left right";',
  ])('accepts %s', (declaration) => {
    expect(refused(declaration)).toEqual([]);
  });

  it('accepts a physical declaration that says why, on its line or on a line of its own above it', () => {
    expect(refused('left: 50%; /* physical: centred */\ntranslate: -50% 0; /* physical: centred */')).toEqual(
      [],
    );
    expect(
      refused(
        '/* physical: a symmetric shine */\nbackground: linear-gradient(\n  90deg,\n  red,\n  blue\n);',
      ),
    ).toEqual([]);
    // A bare comment is no reason, and a reason covers its own declaration, not the next one.
    expect(refused('left: 0; /* physical: */')).toEqual(['left: 0']);
    expect(refused('left: 50%; /* physical: centred */\nright: 0;')).toEqual(['right: 0']);
    expect(refused('/* just a note */\nmargin-right: 2px;')).toEqual(['margin-right: 2px']);
  });

  it("leaves the sideways moves and gradients of a [dir='rtl'] rule alone, not its physical sides", () => {
    expect(refused('transform: translateX(100%);', "[dir='rtl'] .drawer")).toEqual([]);
    expect(refused('background: linear-gradient(to left, red, blue);', "[dir='rtl'] .fade")).toEqual([]);
    expect(refused('margin-left: 4px;', "[dir='rtl'] .x")).toEqual(['margin-left: 4px']);
  });

  it("refuses :dir(rtl), which the build turns into :lang() and a page's dir does not switch", () => {
    const [finding, ...rest] = checkCss('.a {}\n.skeleton:dir(rtl) {\n  animation-direction: reverse;\n}\n');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ line: 2, declaration: '.skeleton:dir(rtl)' });
    expect(finding?.message).toContain("[dir='rtl']");
  });

  it('reads keyframes, media queries and nested rules, and names the line of each refusal', () => {
    const css = [
      '@media (min-width: 1024px) {',
      '  .region {',
      '    right: var(--sb-space-4);',
      '  }',
      '}',
      '@keyframes slide {',
      '  from {',
      '    transform: translateX(-100%);',
      '  }',
      '}',
      '.a {',
      '  &:hover { padding-left: 2px; }',
      '}',
    ].join('\n');
    expect(checkCss(css).map(({ line, declaration }) => `${line} ${declaration}`)).toEqual([
      '3 right: var(--sb-space-4)',
      '8 transform: translateX(-100%)',
      '12 padding-left: 2px',
    ]);
  });

  it('names the logical property to write instead', () => {
    const [margin, corner, inset] = checkCss('.x { margin-right: 0; border-top-left-radius: 2px; left: 0 }');
    expect(margin?.message).toBe('use margin-inline-end');
    expect(corner?.message).toBe('use border-start-start-radius');
    expect(inset?.message).toBe('use inset-inline-start');
  });
});
