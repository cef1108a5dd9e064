import * as Accordion from "@radix-ui/react-accordion";
import { FAQ_ITEM_CLASS, FAQ_LIST_CLASS, FAQ_TRIGGER_CLASS, FaqChevron, HOME_FAQ } from "./home-faq";

/** The FAQ's working accordion (Radix): loaded on intent by home-faq.tsx. */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible className={FAQ_LIST_CLASS} data-testid="faq">
      {HOME_FAQ.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className={FAQ_ITEM_CLASS}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className={FAQ_TRIGGER_CLASS}>
                {faq.question}
                <FaqChevron />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-ink-soft [&_a]:font-bold [&_a]:text-sea-700">{faq.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
