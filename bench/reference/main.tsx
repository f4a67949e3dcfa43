// bench:lighthouse's reference page: the stack of the home page and nothing of the app. React and
// antd-mobile render the same banner (the platform's first, at the same size), a grid of entries and a
// tab bar, built as one chunk. What the app's pages cost beyond this is what the app itself adds.
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import Grid from 'antd-mobile/es/components/grid';
import Image from 'antd-mobile/es/components/image';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Swiper from 'antd-mobile/es/components/swiper';
import TabBar from 'antd-mobile/es/components/tab-bar';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import 'antd-mobile/es/global';
import { createRoot } from 'react-dom/client';

const entries = ['体检预约', '体检报告', '我的订单', '健康资讯'];
const tabs = ['首页', '订单', '我的'];

function ReferenceHome() {
  return (
    <ConfigProvider locale={zhCN}>
      <NavBar back={null}>体检专家</NavBar>
      <main>
        <Swiper>
          <Swiper.Item>
            <Image src="/images/banner-1.svg" alt="横幅" width="100%" style={{ aspectRatio: '750 / 320' }} />
          </Swiper.Item>
        </Swiper>
        <Grid columns={4}>
          {entries.map((label) => (
            <Grid.Item key={label}>
              <button type="button" style={{ width: '100%', padding: 16, border: 0, background: 'none' }}>
                {label}
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </main>
      <TabBar>
        {tabs.map((title) => (
          <TabBar.Item key={title} title={title} />
        ))}
      </TabBar>
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<ReferenceHome />);
