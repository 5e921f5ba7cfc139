import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs.client';

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

/** Docusaurus-compatible tabs: reads its <TabItem> children on the server and hands the panels to a client island. */
export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const tabs = items.map((item) => ({
    value: item.props.value,
    label: item.props.label ?? item.props.value,
  }));
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value ?? '';
  return (
    <TabsClient tabs={tabs} groupId={groupId} defaultValue={initial}>
      {items.map((item) => (
        <div key={item.props.value}>{item.props.children}</div>
      ))}
    </TabsClient>
  );
}
