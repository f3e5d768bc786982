import type { Infer } from '../../page-context/fields';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

/** A quote (issue 18): a figure with the quote in a blockquote and who said it in the figcaption. */
export function QuoteTile({ quote, author, role, image, imageAlt }: Props) {
  return (
    <figure className={`wsh-quote-tile${image ? ' wsh-quote-tile--with-image' : ''}`}>
      {image && <img className="wsh-quote-tile__image" src={image} alt={imageAlt} />}
      <blockquote className="wsh-quote-tile__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="wsh-quote-tile__caption">
        <span className="wsh-quote-tile__author">{author}</span>
        {role && <span className="wsh-quote-tile__role">{role}</span>}
      </figcaption>
    </figure>
  );
}
