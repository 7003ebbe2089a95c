/** One language version of a news item, event or blog post; `content` is HTML. */
interface ArticleText {
  title: string;
  lead: string;
  content: string;
}

/** The Polish and English versions of one article, written side by side so they stay in step. */
export interface BilingualArticle {
  pl: ArticleText;
  en: ArticleText;
}
