"""The learning windows: 图鉴, 练习, 算胡器, 统计, 新手引导 and the 学习 menu over them."""
