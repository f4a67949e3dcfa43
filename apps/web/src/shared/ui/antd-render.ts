import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders Toast and Dialog with the React 18 API; on React 19 they silently do nothing
// unless given a createRoot-based renderer.
const ROOT = Symbol.for('tijian.antd-root');

type Container = (Element | DocumentFragment) & { [ROOT]?: Root };

let installed = false;

export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container: Container) => {
    container[ROOT] ??= createRoot(container);
    const root = container[ROOT];
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container[ROOT];
    };
  });
}
