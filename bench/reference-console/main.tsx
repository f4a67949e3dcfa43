// bench:console-lighthouse's reference page: the staff console's stack and nothing of the console.
// React 19 and antd 6 under a zh-CN ConfigProvider render a heading, one Button and one small Table,
// built as one chunk. What the console's pages cost beyond this is what the console itself adds.
import { Button, ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';

const rows = ['张伟', '李娜', '王芳', '刘洋', '陈静'].map((name, i) => ({
  key: String(i),
  time: `0${8 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`,
  name,
  item: '基础体检套餐',
}));

const columns = [
  { title: '时段', dataIndex: 'time' },
  { title: '体检人', dataIndex: 'name' },
  { title: '套餐', dataIndex: 'item' },
];

function ReferenceConsole() {
  return (
    <ConfigProvider locale={zhCN}>
      <main style={{ padding: 24 }}>
        <h1>参照页</h1>
        <Button type="primary">查询</Button>
        <Table columns={columns} dataSource={rows} pagination={false} style={{ marginTop: 16 }} />
      </main>
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<ReferenceConsole />);
