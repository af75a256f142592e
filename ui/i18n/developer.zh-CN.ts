/** 开发者页面（/developer）。 */
export const developerZhCN = {
  developer: {
    route: '开发者',
    title: '开发者',
    about: '关于',
    aboutText:
      'Verdict 是为学校机房设计的自托管在线评测系统：校园网内的一台服务器运行网站、评测机及其沙箱，不从互联网加载任何内容。',
    stack: '技术栈',
    api: '面向开发者',
    apiText: '所有页面都通过 /api 下的同一组 HTTP 接口与服务器通信，脚本也可以使用：',
    apiEnvelope: '每个响应都是 JSON {status, msg, data}；列表响应为 {records, total, size, current, pages}。',
    apiToken: '用 POST /api/login 登录，并在 Authorization 请求头中携带返回的令牌。',
    apiEvents: '实时更新（评测结果、消息、榜单）通过事件流 /api/events 推送。',
    judge: '评测机',
    judgeText:
      '每次编译和每个测试点都在沙箱中运行（bubblewrap、cgroups、rlimits 与 seccomp）；本服务器支持的语言及其命令见帮助页面。',
    help: '打开帮助页面',
  },
};
