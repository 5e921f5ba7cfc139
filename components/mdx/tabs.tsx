import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; only meaningful inside <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Tabs sharing a groupId stay in sync on the page and the choice is remembered. */
  groupId?: string;
  defaultValue?: string;
  children?: ReactNode;
}

/**
 * Docusaurus-compatible tabs as static markup: the default tab selected, the other panels hidden. No React in the
 * browser: components/mdx/tabs-behaviour.ts makes every `[data-tabs]` of the page operable (click, arrows, Home,
 * End) and applies and remembers a groupId's choice, so tabs work inside prose that is not hydrated.
 */
export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const baseId = useId();
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const tabs = items.map((item) => ({
    value: item.props.value,
    label: item.props.label ?? item.props.value,
  }));
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value ?? '';
  return (
    <div className="tabs" data-tabs="" data-group-id={groupId}>
      <div role="tablist" className="tabs-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            data-value={tab.value}
            aria-selected={tab.value === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={item.props.value !== selected}
          className="tab-panel"
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
