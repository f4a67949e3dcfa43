import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import * as copy from '../copy.ts';
import '../consult.css';

const text = copy.virus;

/**
 * /consult/virus (疫情咨询): what infectious-disease screening the centres do, how to come, and the way to
 * a doctor's consultation. The same for every visitor: no request, nothing to wait for.
 */
export function ConsultVirusPage() {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section className="consult-page" aria-labelledby={headingId}>
      <article className="consult-card">
        <h2 id={headingId} className="consult-card-title">
          {text.heading}
        </h2>
        <p className="consult-card-text">{text.intro}</p>
      </article>
      <h3 className="consult-section-title">{text.itemsTitle}</h3>
      <List>
        {text.items.map((item) => (
          <List.Item key={item.name} description={item.about}>
            {item.name}
          </List.Item>
        ))}
      </List>
      <h3 className="consult-section-title">{text.guideTitle}</h3>
      <ol className="consult-card">
        {text.guide.map((line) => (
          <li key={line} className="consult-card-text">
            {line}
          </li>
        ))}
      </ol>
      <h3 className="consult-section-title">{text.askTitle}</h3>
      <p className="consult-hint">{text.ask}</p>
      <div className="consult-submit">
        <Button block color="primary" onClick={() => navigate('/consult/list')}>
          {text.book}
        </Button>
      </div>
      <div className="consult-submit">
        <Button block onClick={() => navigate('/product/list')}>
          {text.packages}
        </Button>
      </div>
    </section>
  );
}
