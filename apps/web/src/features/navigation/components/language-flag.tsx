import type { ReactNode } from 'react';

/**
 * Small flags for the language grid (SPEC.md §2 "Language dropdown: grid with flags"). Drawn inline,
 * so no image requests, and only for the languages a flag stands for without doubt; the others show
 * their names alone (a flag drawing in the first load costs bytes, and a language is not a country).
 */
const FLAGS: Record<string, ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
  es: (
    <>
      <rect width="60" height="40" fill="#aa151b" />
      <rect y="10" width="60" height="20" fill="#f1bf00" />
    </>
  ),
  ja: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <circle cx="30" cy="20" r="12" fill="#bc002d" />
    </>
  ),
};

export function LanguageFlag({ locale, className }: { locale: string; className?: string | undefined }) {
  const flag = FLAGS[locale];
  // A language spoken in many countries (Arabic, Kiswahili …) has no one flag: none is shown rather
  // than its code again beside the code the button already shows (which also broke WCAG 2.5.3's match).
  if (!flag) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 60 40"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {flag}
    </svg>
  );
}
