# linux-source-6.1 6.1.192-3, x86_64, config/test.config, CMDLINE='nokaslr memblock=debug ftrace_dump_on_oops'
== files
.
./README
./available_events
./available_filter_functions
./available_tracers
./buffer_percent
./buffer_size_kb
./buffer_total_size_kb
./current_tracer
./dyn_ftrace_total_info
./dynamic_events
./enabled_functions
./error_log
./events
./free_buffer
./instances
./instances/nu
./instances/nu/available_tracers
./instances/nu/buffer_percent
./instances/nu/buffer_size_kb
./instances/nu/buffer_total_size_kb
./instances/nu/current_tracer
./instances/nu/error_log
./instances/nu/events
./instances/nu/free_buffer
./instances/nu/options
./instances/nu/options/annotate
./instances/nu/options/bin
./instances/nu/options/block
./instances/nu/options/context-info
./instances/nu/options/disable_on_free
./instances/nu/options/display-graph
./instances/nu/options/event-fork
./instances/nu/options/func-no-repeats
./instances/nu/options/func_stack_trace
./instances/nu/options/function-fork
./instances/nu/options/function-trace
./instances/nu/options/hash-ptr
./instances/nu/options/hex
./instances/nu/options/irq-info
./instances/nu/options/latency-format
./instances/nu/options/markers
./instances/nu/options/overwrite
./instances/nu/options/pause-on-trace
./instances/nu/options/print-parent
./instances/nu/options/raw
./instances/nu/options/record-tgid
./instances/nu/options/stacktrace
./instances/nu/options/sym-addr
./instances/nu/options/sym-offset
./instances/nu/options/sym-userobj
./instances/nu/options/test_nop_accept
./instances/nu/options/test_nop_refuse
./instances/nu/options/userstacktrace
./instances/nu/options/verbose
./instances/nu/per_cpu
./instances/nu/per_cpu/cpu0
./instances/nu/per_cpu/cpu0/buffer_size_kb
./instances/nu/per_cpu/cpu0/snapshot
./instances/nu/per_cpu/cpu0/snapshot_raw
./instances/nu/per_cpu/cpu0/stats
./instances/nu/per_cpu/cpu0/trace
./instances/nu/per_cpu/cpu0/trace_pipe
./instances/nu/per_cpu/cpu0/trace_pipe_raw
./instances/nu/per_cpu/cpu1
./instances/nu/per_cpu/cpu1/buffer_size_kb
./instances/nu/per_cpu/cpu1/snapshot
./instances/nu/per_cpu/cpu1/snapshot_raw
./instances/nu/per_cpu/cpu1/stats
./instances/nu/per_cpu/cpu1/trace
./instances/nu/per_cpu/cpu1/trace_pipe
./instances/nu/per_cpu/cpu1/trace_pipe_raw
./instances/nu/set_event
./instances/nu/set_event_notrace_pid
./instances/nu/set_event_pid
./instances/nu/set_ftrace_filter
./instances/nu/set_ftrace_notrace
./instances/nu/set_ftrace_notrace_pid
./instances/nu/set_ftrace_pid
./instances/nu/snapshot
./instances/nu/timestamp_mode
./instances/nu/trace
./instances/nu/trace_clock
./instances/nu/trace_marker
./instances/nu/trace_marker_raw
./instances/nu/trace_options
./instances/nu/trace_pipe
./instances/nu/tracing_cpumask
./instances/nu/tracing_max_latency
./instances/nu/tracing_on
./kprobe_events
./kprobe_profile
./max_graph_depth
./options
./options/annotate
./options/bin
./options/block
./options/context-info
./options/disable_on_free
./options/display-graph
./options/event-fork
./options/func-no-repeats
./options/func_stack_trace
./options/funcgraph-abstime
./options/funcgraph-cpu
./options/funcgraph-duration
./options/funcgraph-irqs
./options/funcgraph-overhead
./options/funcgraph-overrun
./options/funcgraph-proc
./options/funcgraph-tail
./options/function-fork
./options/function-trace
./options/hash-ptr
./options/hex
./options/irq-info
./options/latency-format
./options/markers
./options/overwrite
./options/pause-on-trace
./options/print-parent
./options/printk-msg-only
./options/raw
./options/record-cmd
./options/record-tgid
./options/sleep-time
./options/stacktrace
./options/sym-addr
./options/sym-offset
./options/sym-userobj
./options/test_nop_accept
./options/test_nop_refuse
./options/trace_printk
./options/userstacktrace
./options/verbose
./per_cpu
./per_cpu/cpu0
./per_cpu/cpu0/buffer_size_kb
./per_cpu/cpu0/snapshot
./per_cpu/cpu0/snapshot_raw
./per_cpu/cpu0/stats
./per_cpu/cpu0/trace
./per_cpu/cpu0/trace_pipe
./per_cpu/cpu0/trace_pipe_raw
./per_cpu/cpu1
./per_cpu/cpu1/buffer_size_kb
./per_cpu/cpu1/snapshot
./per_cpu/cpu1/snapshot_raw
./per_cpu/cpu1/stats
./per_cpu/cpu1/trace
./per_cpu/cpu1/trace_pipe
./per_cpu/cpu1/trace_pipe_raw
./printk_formats
./saved_cmdlines
./saved_cmdlines_size
./saved_tgids
./set_event
./set_event_notrace_pid
./set_event_pid
./set_ftrace_filter
./set_ftrace_notrace
./set_ftrace_notrace_pid
./set_ftrace_pid
./set_graph_function
./set_graph_notrace
./snapshot
./synthetic_events
./timestamp_mode
./trace
./trace_clock
./trace_marker
./trace_marker_raw
./trace_options
./trace_pipe
./tracing_cpumask
./tracing_max_latency
./tracing_on
./tracing_thresh
./uprobe_events
./uprobe_profile
== files under events (name and count)
   1844 enable
   1842 filter
   1774 format
      2 header_event
      2 header_page
   1774 hist
   1742 id
   1740 trigger
== trace_options
print-parent
nosym-offset
nosym-addr
noverbose
noraw
nohex
nobin
noblock
trace_printk
annotate
nouserstacktrace
nosym-userobj
noprintk-msg-only
context-info
nolatency-format
record-cmd
norecord-tgid
overwrite
nodisable_on_free
irq-info
markers
noevent-fork
nopause-on-trace
hash-ptr
function-trace
nofunction-fork
nodisplay-graph
nostacktrace
notest_nop_accept
notest_nop_refuse
== instance trace_options
print-parent
nosym-offset
nosym-addr
noverbose
noraw
nohex
nobin
noblock
trace_printk
annotate
nouserstacktrace
nosym-userobj
noprintk-msg-only
context-info
nolatency-format
record-cmd
norecord-tgid
overwrite
nodisable_on_free
irq-info
markers
noevent-fork
nopause-on-trace
hash-ptr
function-trace
nofunction-fork
nodisplay-graph
nostacktrace
notest_nop_accept
notest_nop_refuse
== event ids
alarmtimer/alarmtimer_cancel/id 336
alarmtimer/alarmtimer_fired/id 338
alarmtimer/alarmtimer_start/id 337
alarmtimer/alarmtimer_suspend/id 339
cpuhp/cpuhp_enter/id 95
cpuhp/cpuhp_exit/id 93
cpuhp/cpuhp_multi_enter/id 94
dev/devres_log/id 797
error_report/error_report_end/id 380
exceptions/page_fault_kernel/id 75
exceptions/page_fault_user/id 76
fib/fib_table_lookup/id 849
filelock/break_lease_block/id 785
filelock/break_lease_noblock/id 786
filelock/break_lease_unblock/id 784
filelock/fcntl_setlk/id 789
filelock/flock_lock_inode/id 787
filelock/generic_add_lease/id 781
filelock/generic_delete_lease/id 783
filelock/leases_conflict/id 780
filelock/locks_get_lock_context/id 791
filelock/locks_remove_posix/id 788
filelock/posix_lock_inode/id 790
filelock/time_out_leases/id 782
filemap/file_check_and_advance_wb_err/id 419
filemap/filemap_set_wb_err/id 420
filemap/mm_filemap_add_to_page_cache/id 421
filemap/mm_filemap_delete_from_page_cache/id 422
ftrace/function/id 1
ftrace/print/id 5
icmp/icmp_send/id 885
initcall/initcall_finish/id 20
initcall/initcall_level/id 22
initcall/initcall_start/id 21
irq/irq_handler_entry/id 110
irq/irq_handler_exit/id 109
irq/softirq_entry/id 108
irq/softirq_exit/id 107
irq/softirq_raise/id 106
irq/tasklet_entry/id 105
irq/tasklet_exit/id 104
irq_matrix/irq_matrix_alloc/id 287
irq_matrix/irq_matrix_alloc_managed/id 289
irq_matrix/irq_matrix_alloc_reserved/id 292
irq_matrix/irq_matrix_assign/id 288
irq_matrix/irq_matrix_assign_system/id 293
irq_matrix/irq_matrix_free/id 286
irq_matrix/irq_matrix_offline/id 296
irq_matrix/irq_matrix_online/id 297
irq_matrix/irq_matrix_remove_managed/id 290
irq_matrix/irq_matrix_remove_reserved/id 294
irq_matrix/irq_matrix_reserve/id 295
irq_matrix/irq_matrix_reserve_managed/id 291
irq_vectors/call_function_entry/id 44
irq_vectors/call_function_exit/id 43
irq_vectors/call_function_single_entry/id 42
irq_vectors/call_function_single_exit/id 41
irq_vectors/error_apic_entry/id 52
irq_vectors/error_apic_exit/id 51
irq_vectors/irq_work_entry/id 48
irq_vectors/irq_work_exit/id 47
irq_vectors/local_timer_entry/id 56
irq_vectors/local_timer_exit/id 55
irq_vectors/reschedule_entry/id 46
irq_vectors/reschedule_exit/id 45
irq_vectors/spurious_apic_entry/id 54
irq_vectors/spurious_apic_exit/id 53
irq_vectors/thermal_apic_entry/id 40
irq_vectors/thermal_apic_exit/id 39
irq_vectors/vector_activate/id 31
irq_vectors/vector_alloc/id 33
irq_vectors/vector_alloc_managed/id 32
irq_vectors/vector_clear/id 36
irq_vectors/vector_config/id 38
irq_vectors/vector_deactivate/id 30
irq_vectors/vector_free_moved/id 27
irq_vectors/vector_reserve/id 34
irq_vectors/vector_reserve_managed/id 35
irq_vectors/vector_setup/id 28
irq_vectors/vector_teardown/id 29
irq_vectors/vector_update/id 37
irq_vectors/x86_platform_ipi_entry/id 50
irq_vectors/x86_platform_ipi_exit/id 49
kmem/kfree/id 463
kmem/kmalloc/id 464
kmem/kmem_cache_alloc/id 465
kmem/kmem_cache_free/id 462
kmem/mm_page_alloc/id 459
kmem/mm_page_alloc_extfrag/id 456
kmem/mm_page_alloc_zone_locked/id 458
kmem/mm_page_free/id 461
kmem/mm_page_free_batched/id 460
kmem/mm_page_pcpu_drain/id 457
kmem/rss_stat/id 455
lock/contention_begin/id 282
lock/contention_end/id 281
maple_tree/ma_op/id 888
maple_tree/ma_read/id 887
maple_tree/ma_write/id 886
migrate/mm_migrate_pages/id 500
migrate/mm_migrate_pages_start/id 499
migrate/remove_migration_pte/id 497
migrate/set_migration_pte/id 498
mmap/exit_mmap/id 487
mmap/vm_unmapped_area/id 490
mmap/vma_mas_szero/id 489
mmap/vma_store/id 488
mmap_lock/mmap_lock_acquire_returned/id 466
mmap_lock/mmap_lock_released/id 467
mmap_lock/mmap_lock_start_locking/id 468
module/module_free/id 312
module/module_get/id 311
module/module_load/id 313
module/module_put/id 310
module/module_request/id 309
msr/rdpmc/id 792
msr/read_msr/id 794
msr/write_msr/id 793
napi/napi_poll/id 864
neigh/neigh_cleanup_and_release/id 837
neigh/neigh_create/id 843
neigh/neigh_event_send_dead/id 838
neigh/neigh_event_send_done/id 839
neigh/neigh_timer_handler/id 840
neigh/neigh_update/id 842
neigh/neigh_update_done/id 841
net/napi_gro_frags_entry/id 874
net/napi_gro_frags_exit/id 869
net/napi_gro_receive_entry/id 873
net/napi_gro_receive_exit/id 868
net/net_dev_queue/id 877
net/net_dev_start_xmit/id 880
net/net_dev_xmit/id 879
net/net_dev_xmit_timeout/id 878
net/netif_receive_skb/id 876
net/netif_receive_skb_entry/id 872
net/netif_receive_skb_exit/id 867
net/netif_receive_skb_list_entry/id 871
net/netif_receive_skb_list_exit/id 865
net/netif_rx/id 875
net/netif_rx_entry/id 870
net/netif_rx_exit/id 866
netlink/netlink_extack/id 884
nmi/nmi_handler/id 61
oom/finish_task_reaping/id 426
oom/mark_victim/id 429
oom/oom_score_adj_update/id 431
oom/reclaim_retry_zone/id 430
oom/skip_task_reaping/id 425
oom/start_task_reaping/id 427
oom/wake_reaper/id 428
pagemap/mm_lru_activate/id 434
pagemap/mm_lru_insertion/id 435
percpu/percpu_alloc_percpu/id 454
percpu/percpu_alloc_percpu_fail/id 452
percpu/percpu_create_chunk/id 451
percpu/percpu_destroy_chunk/id 450
percpu/percpu_free_percpu/id 453
power/clock_disable/id 392
power/clock_enable/id 393
power/clock_set_rate/id 391
power/cpu_frequency/id 400
power/cpu_frequency_limits/id 399
power/cpu_idle/id 404
power/cpu_idle_miss/id 403
power/dev_pm_qos_add_request/id 384
power/dev_pm_qos_remove_request/id 382
power/dev_pm_qos_update_request/id 383
power/device_pm_callback_end/id 397
power/device_pm_callback_start/id 398
power/guest_halt_poll_ns/id 381
power/pm_qos_add_request/id 389
power/pm_qos_remove_request/id 387
power/pm_qos_update_flags/id 385
power/pm_qos_update_request/id 388
power/pm_qos_update_target/id 386
power/power_domain_target/id 390
power/powernv_throttle/id 402
power/pstate_sample/id 401
power/suspend_resume/id 396
power/wakeup_source_activate/id 395
power/wakeup_source_deactivate/id 394
preemptirq/irq_disable/id 379
preemptirq/irq_enable/id 378
printk/console/id 285
qdisc/qdisc_create/id 844
qdisc/qdisc_dequeue/id 848
qdisc/qdisc_destroy/id 845
qdisc/qdisc_enqueue/id 847
qdisc/qdisc_reset/id 846
raw_syscalls/sys_enter/id 302
raw_syscalls/sys_exit/id 301
rcu/rcu_stall_warning/id 298
rcu/rcu_utilization/id 299
sched/sched_kthread_stop/id 280
sched/sched_kthread_stop_ret/id 279
sched/sched_kthread_work_execute_end/id 276
sched/sched_kthread_work_execute_start/id 277
sched/sched_kthread_work_queue_work/id 278
sched/sched_migrate_task/id 271
sched/sched_move_numa/id 262
sched/sched_pi_setprio/id 263
sched/sched_process_exec/id 265
sched/sched_process_exit/id 269
sched/sched_process_fork/id 266
sched/sched_process_free/id 270
sched/sched_process_wait/id 267
sched/sched_stat_runtime/id 264
sched/sched_stick_numa/id 261
sched/sched_swap_numa/id 260
sched/sched_switch/id 272
sched/sched_wait_task/id 268
sched/sched_wake_idle_without_ipi/id 259
sched/sched_wakeup/id 274
sched/sched_wakeup_new/id 273
sched/sched_waking/id 275
signal/signal_deliver/id 145
signal/signal_generate/id 146
skb/consume_skb/id 882
skb/kfree_skb/id 883
skb/skb_copy_datagram_iovec/id 881
sock/inet_sk_error_report/id 860
sock/inet_sock_set_state/id 861
sock/sock_exceed_buf_limit/id 862
sock/sock_rcvqueue_full/id 863
swiotlb/swiotlb_bounced/id 300
syscalls/sys_enter_accept/id 826
syscalls/sys_enter_accept4/id 828
syscalls/sys_enter_access/id 539
syscalls/sys_enter_adjtimex/id 315
syscalls/sys_enter_alarm/id 363
syscalls/sys_enter_arch_prctl/id 24
syscalls/sys_enter_bind/id 832
syscalls/sys_enter_brk/id 486
syscalls/sys_enter_capget/id 114
syscalls/sys_enter_capset/id 112
syscalls/sys_enter_chdir/id 537
syscalls/sys_enter_chmod/id 527
syscalls/sys_enter_chown/id 523
syscalls/sys_enter_chroot/id 533
syscalls/sys_enter_clock_adjtime/id 345
syscalls/sys_enter_clock_getres/id 343
syscalls/sys_enter_clock_gettime/id 347
syscalls/sys_enter_clock_nanosleep/id 341
syscalls/sys_enter_clock_settime/id 349
syscalls/sys_enter_clone/id 82
syscalls/sys_enter_clone3/id 80
syscalls/sys_enter_close/id 509
syscalls/sys_enter_close_range/id 507
syscalls/sys_enter_connect/id 824
syscalls/sys_enter_copy_file_range/id 551
syscalls/sys_enter_creat/id 511
syscalls/sys_enter_delete_module/id 308
syscalls/sys_enter_dup/id 643
syscalls/sys_enter_dup2/id 645
syscalls/sys_enter_dup3/id 647
syscalls/sys_enter_epoll_create/id 761
syscalls/sys_enter_epoll_create1/id 763
syscalls/sys_enter_epoll_ctl/id 759
syscalls/sys_enter_epoll_pwait/id 755
syscalls/sys_enter_epoll_pwait2/id 753
syscalls/sys_enter_epoll_wait/id 757
syscalls/sys_enter_eventfd/id 775
syscalls/sys_enter_eventfd2/id 777
syscalls/sys_enter_execve/id 593
syscalls/sys_enter_execveat/id 591
syscalls/sys_enter_exit/id 103
syscalls/sys_enter_exit_group/id 101
syscalls/sys_enter_faccessat/id 543
syscalls/sys_enter_faccessat2/id 541
syscalls/sys_enter_fallocate/id 545
syscalls/sys_enter_fchdir/id 535
syscalls/sys_enter_fchmod/id 531
syscalls/sys_enter_fchmodat/id 529
syscalls/sys_enter_fchown/id 519
syscalls/sys_enter_fchownat/id 525
syscalls/sys_enter_fcntl/id 627
syscalls/sys_enter_fdatasync/id 723
syscalls/sys_enter_fgetxattr/id 675
syscalls/sys_enter_finit_module/id 304
syscalls/sys_enter_flistxattr/id 669
syscalls/sys_enter_flock/id 779
syscalls/sys_enter_fork/id 86
syscalls/sys_enter_fremovexattr/id 663
syscalls/sys_enter_fsconfig/id 747
syscalls/sys_enter_fsetxattr/id 681
syscalls/sys_enter_fsmount/id 655
syscalls/sys_enter_fsopen/id 751
syscalls/sys_enter_fspick/id 749
syscalls/sys_enter_fstatfs/id 743
syscalls/sys_enter_fsync/id 725
syscalls/sys_enter_ftruncate/id 547
syscalls/sys_enter_futex/id 369
syscalls/sys_enter_futex_waitv/id 367
syscalls/sys_enter_futimesat/id 735
syscalls/sys_enter_get_robust_list/id 371
syscalls/sys_enter_getcpu/id 150
syscalls/sys_enter_getcwd/id 739
syscalls/sys_enter_getdents/id 633
syscalls/sys_enter_getdents64/id 631
syscalls/sys_enter_getegid/id 182
syscalls/sys_enter_geteuid/id 186
syscalls/sys_enter_getgid/id 184
syscalls/sys_enter_getgroups/id 234
syscalls/sys_enter_getitimer/id 365
syscalls/sys_enter_getpeername/id 820
syscalls/sys_enter_getpgid/id 176
syscalls/sys_enter_getpgrp/id 174
syscalls/sys_enter_getpid/id 194
syscalls/sys_enter_getppid/id 190
syscalls/sys_enter_getpriority/id 216
syscalls/sys_enter_getrandom/id 796
syscalls/sys_enter_getresgid/id 200
syscalls/sys_enter_getresuid/id 204
syscalls/sys_enter_getrlimit/id 162
syscalls/sys_enter_getrusage/id 156
syscalls/sys_enter_getsid/id 172
syscalls/sys_enter_getsockname/id 822
syscalls/sys_enter_getsockopt/id 812
syscalls/sys_enter_gettid/id 192
syscalls/sys_enter_gettimeofday/id 319
syscalls/sys_enter_getuid/id 188
syscalls/sys_enter_getxattr/id 679
syscalls/sys_enter_init_module/id 306
syscalls/sys_enter_ioctl/id 629
syscalls/sys_enter_ioperm/id 60
syscalls/sys_enter_iopl/id 58
syscalls/sys_enter_kexec_file_load/id 377
syscalls/sys_enter_kexec_load/id 375
syscalls/sys_enter_kill/id 136
syscalls/sys_enter_lchown/id 521
syscalls/sys_enter_lgetxattr/id 677
syscalls/sys_enter_link/id 605
syscalls/sys_enter_linkat/id 607
syscalls/sys_enter_listen/id 830
syscalls/sys_enter_listxattr/id 673
syscalls/sys_enter_llistxattr/id 671
syscalls/sys_enter_lremovexattr/id 665
syscalls/sys_enter_lseek/id 575
syscalls/sys_enter_lsetxattr/id 683
syscalls/sys_enter_memfd_create/id 503
syscalls/sys_enter_mincore/id 470
syscalls/sys_enter_mkdir/id 619
syscalls/sys_enter_mkdirat/id 621
syscalls/sys_enter_mknod/id 623
syscalls/sys_enter_mknodat/id 625
syscalls/sys_enter_mlock/id 480
syscalls/sys_enter_mlock2/id 478
syscalls/sys_enter_mlockall/id 474
syscalls/sys_enter_mmap/id 63
syscalls/sys_enter_mount/id 657
syscalls/sys_enter_mount_setattr/id 649
syscalls/sys_enter_move_mount/id 653
syscalls/sys_enter_mprotect/id 492
syscalls/sys_enter_mremap/id 494
syscalls/sys_enter_msync/id 496
syscalls/sys_enter_munlock/id 476
syscalls/sys_enter_munlockall/id 472
syscalls/sys_enter_munmap/id 484
syscalls/sys_enter_nanosleep/id 335
syscalls/sys_enter_newfstat/id 583
syscalls/sys_enter_newfstatat/id 585
syscalls/sys_enter_newlstat/id 587
syscalls/sys_enter_newstat/id 589
syscalls/sys_enter_newuname/id 168
syscalls/sys_enter_open/id 517
syscalls/sys_enter_open_tree/id 659
syscalls/sys_enter_openat/id 515
syscalls/sys_enter_openat2/id 513
syscalls/sys_enter_pause/id 120
syscalls/sys_enter_perf_event_open/id 418
syscalls/sys_enter_personality/id 92
syscalls/sys_enter_pidfd_getfd/id 224
syscalls/sys_enter_pidfd_open/id 226
syscalls/sys_enter_pidfd_send_signal/id 134
syscalls/sys_enter_pipe/id 595
syscalls/sys_enter_pipe2/id 597
syscalls/sys_enter_pivot_root/id 651
syscalls/sys_enter_poll/id 637
syscalls/sys_enter_ppoll/id 635
syscalls/sys_enter_prctl/id 152
syscalls/sys_enter_pread64/id 569
syscalls/sys_enter_preadv/id 561
syscalls/sys_enter_preadv2/id 559
syscalls/sys_enter_prlimit64/id 160
syscalls/sys_enter_process_mrelease/id 424
syscalls/sys_enter_pselect6/id 639
syscalls/sys_enter_ptrace/id 116
syscalls/sys_enter_pwrite64/id 567
syscalls/sys_enter_pwritev/id 557
syscalls/sys_enter_pwritev2/id 555
syscalls/sys_enter_read/id 573
syscalls/sys_enter_readahead/id 433
syscalls/sys_enter_readlink/id 579
syscalls/sys_enter_readlinkat/id 581
syscalls/sys_enter_readv/id 565
syscalls/sys_enter_reboot/id 230
syscalls/sys_enter_recvfrom/id 816
syscalls/sys_enter_recvmmsg/id 802
syscalls/sys_enter_recvmsg/id 804
syscalls/sys_enter_remap_file_pages/id 482
syscalls/sys_enter_removexattr/id 667
syscalls/sys_enter_rename/id 599
syscalls/sys_enter_renameat/id 601
syscalls/sys_enter_renameat2/id 603
syscalls/sys_enter_restart_syscall/id 144
syscalls/sys_enter_rmdir/id 617
syscalls/sys_enter_rt_sigaction/id 122
syscalls/sys_enter_rt_sigpending/id 140
syscalls/sys_enter_rt_sigprocmask/id 142
syscalls/sys_enter_rt_sigqueueinfo/id 128
syscalls/sys_enter_rt_sigreturn/id 26
syscalls/sys_enter_rt_sigsuspend/id 118
syscalls/sys_enter_rt_sigtimedwait/id 138
syscalls/sys_enter_rt_tgsigqueueinfo/id 126
syscalls/sys_enter_sched_get_priority_max/id 240
syscalls/sys_enter_sched_get_priority_min/id 238
syscalls/sys_enter_sched_getaffinity/id 244
syscalls/sys_enter_sched_getattr/id 248
syscalls/sys_enter_sched_getparam/id 250
syscalls/sys_enter_sched_getscheduler/id 252
syscalls/sys_enter_sched_rr_get_interval/id 236
syscalls/sys_enter_sched_setaffinity/id 246
syscalls/sys_enter_sched_setattr/id 254
syscalls/sys_enter_sched_setparam/id 256
syscalls/sys_enter_sched_setscheduler/id 258
syscalls/sys_enter_sched_yield/id 242
syscalls/sys_enter_select/id 641
syscalls/sys_enter_sendfile64/id 553
syscalls/sys_enter_sendmmsg/id 806
syscalls/sys_enter_sendmsg/id 808
syscalls/sys_enter_sendto/id 818
syscalls/sys_enter_set_robust_list/id 373
syscalls/sys_enter_set_tid_address/id 88
syscalls/sys_enter_setdomainname/id 164
syscalls/sys_enter_setfsgid/id 196
syscalls/sys_enter_setfsuid/id 198
syscalls/sys_enter_setgid/id 212
syscalls/sys_enter_setgroups/id 232
syscalls/sys_enter_sethostname/id 166
syscalls/sys_enter_setitimer/id 361
syscalls/sys_enter_setns/id 228
syscalls/sys_enter_setpgid/id 178
syscalls/sys_enter_setpriority/id 218
syscalls/sys_enter_setregid/id 214
syscalls/sys_enter_setresgid/id 202
syscalls/sys_enter_setresuid/id 206
syscalls/sys_enter_setreuid/id 210
syscalls/sys_enter_setrlimit/id 158
syscalls/sys_enter_setsid/id 170
syscalls/sys_enter_setsockopt/id 814
syscalls/sys_enter_settimeofday/id 317
syscalls/sys_enter_setuid/id 208
syscalls/sys_enter_setxattr/id 685
syscalls/sys_enter_shutdown/id 810
syscalls/sys_enter_sigaltstack/id 124
syscalls/sys_enter_signalfd/id 765
syscalls/sys_enter_signalfd4/id 767
syscalls/sys_enter_socket/id 836
syscalls/sys_enter_socketpair/id 834
syscalls/sys_enter_splice/id 717
syscalls/sys_enter_statfs/id 745
syscalls/sys_enter_statx/id 577
syscalls/sys_enter_symlink/id 609
syscalls/sys_enter_symlinkat/id 611
syscalls/sys_enter_sync/id 729
syscalls/sys_enter_sync_file_range/id 721
syscalls/sys_enter_syncfs/id 727
syscalls/sys_enter_sysinfo/id 148
syscalls/sys_enter_syslog/id 284
syscalls/sys_enter_tee/id 715
syscalls/sys_enter_tgkill/id 132
syscalls/sys_enter_time/id 321
syscalls/sys_enter_timer_create/id 359
syscalls/sys_enter_timer_delete/id 351
syscalls/sys_enter_timer_getoverrun/id 355
syscalls/sys_enter_timer_gettime/id 357
syscalls/sys_enter_timer_settime/id 353
syscalls/sys_enter_timerfd_create/id 773
syscalls/sys_enter_timerfd_gettime/id 769
syscalls/sys_enter_timerfd_settime/id 771
syscalls/sys_enter_times/id 180
syscalls/sys_enter_tkill/id 130
syscalls/sys_enter_truncate/id 549
syscalls/sys_enter_umask/id 154
syscalls/sys_enter_umount/id 661
syscalls/sys_enter_unlink/id 613
syscalls/sys_enter_unlinkat/id 615
syscalls/sys_enter_unshare/id 78
syscalls/sys_enter_ustat/id 741
syscalls/sys_enter_utime/id 731
syscalls/sys_enter_utimensat/id 737
syscalls/sys_enter_utimes/id 733
syscalls/sys_enter_vfork/id 84
syscalls/sys_enter_vhangup/id 505
syscalls/sys_enter_vmsplice/id 719
syscalls/sys_enter_wait4/id 97
syscalls/sys_enter_waitid/id 99
syscalls/sys_enter_write/id 571
syscalls/sys_enter_writev/id 563
syscalls/sys_exit_accept/id 825
syscalls/sys_exit_accept4/id 827
syscalls/sys_exit_access/id 538
syscalls/sys_exit_adjtimex/id 314
syscalls/sys_exit_alarm/id 362
syscalls/sys_exit_arch_prctl/id 23
syscalls/sys_exit_bind/id 831
syscalls/sys_exit_brk/id 485
syscalls/sys_exit_capget/id 113
syscalls/sys_exit_capset/id 111
syscalls/sys_exit_chdir/id 536
syscalls/sys_exit_chmod/id 526
syscalls/sys_exit_chown/id 522
syscalls/sys_exit_chroot/id 532
syscalls/sys_exit_clock_adjtime/id 344
syscalls/sys_exit_clock_getres/id 342
syscalls/sys_exit_clock_gettime/id 346
syscalls/sys_exit_clock_nanosleep/id 340
syscalls/sys_exit_clock_settime/id 348
syscalls/sys_exit_clone/id 81
syscalls/sys_exit_clone3/id 79
syscalls/sys_exit_close/id 508
syscalls/sys_exit_close_range/id 506
syscalls/sys_exit_connect/id 823
syscalls/sys_exit_copy_file_range/id 550
syscalls/sys_exit_creat/id 510
syscalls/sys_exit_delete_module/id 307
syscalls/sys_exit_dup/id 642
syscalls/sys_exit_dup2/id 644
syscalls/sys_exit_dup3/id 646
syscalls/sys_exit_epoll_create/id 760
syscalls/sys_exit_epoll_create1/id 762
syscalls/sys_exit_epoll_ctl/id 758
syscalls/sys_exit_epoll_pwait/id 754
syscalls/sys_exit_epoll_pwait2/id 752
syscalls/sys_exit_epoll_wait/id 756
syscalls/sys_exit_eventfd/id 774
syscalls/sys_exit_eventfd2/id 776
syscalls/sys_exit_execve/id 592
syscalls/sys_exit_execveat/id 590
syscalls/sys_exit_exit/id 102
syscalls/sys_exit_exit_group/id 100
syscalls/sys_exit_faccessat/id 542
syscalls/sys_exit_faccessat2/id 540
syscalls/sys_exit_fallocate/id 544
syscalls/sys_exit_fchdir/id 534
syscalls/sys_exit_fchmod/id 530
syscalls/sys_exit_fchmodat/id 528
syscalls/sys_exit_fchown/id 518
syscalls/sys_exit_fchownat/id 524
syscalls/sys_exit_fcntl/id 626
syscalls/sys_exit_fdatasync/id 722
syscalls/sys_exit_fgetxattr/id 674
syscalls/sys_exit_finit_module/id 303
syscalls/sys_exit_flistxattr/id 668
syscalls/sys_exit_flock/id 778
syscalls/sys_exit_fork/id 85
syscalls/sys_exit_fremovexattr/id 662
syscalls/sys_exit_fsconfig/id 746
syscalls/sys_exit_fsetxattr/id 680
syscalls/sys_exit_fsmount/id 654
syscalls/sys_exit_fsopen/id 750
syscalls/sys_exit_fspick/id 748
syscalls/sys_exit_fstatfs/id 742
syscalls/sys_exit_fsync/id 724
syscalls/sys_exit_ftruncate/id 546
syscalls/sys_exit_futex/id 368
syscalls/sys_exit_futex_waitv/id 366
syscalls/sys_exit_futimesat/id 734
syscalls/sys_exit_get_robust_list/id 370
syscalls/sys_exit_getcpu/id 149
syscalls/sys_exit_getcwd/id 738
syscalls/sys_exit_getdents/id 632
syscalls/sys_exit_getdents64/id 630
syscalls/sys_exit_getegid/id 181
syscalls/sys_exit_geteuid/id 185
syscalls/sys_exit_getgid/id 183
syscalls/sys_exit_getgroups/id 233
syscalls/sys_exit_getitimer/id 364
syscalls/sys_exit_getpeername/id 819
syscalls/sys_exit_getpgid/id 175
syscalls/sys_exit_getpgrp/id 173
syscalls/sys_exit_getpid/id 193
syscalls/sys_exit_getppid/id 189
syscalls/sys_exit_getpriority/id 215
syscalls/sys_exit_getrandom/id 795
syscalls/sys_exit_getresgid/id 199
syscalls/sys_exit_getresuid/id 203
syscalls/sys_exit_getrlimit/id 161
syscalls/sys_exit_getrusage/id 155
syscalls/sys_exit_getsid/id 171
syscalls/sys_exit_getsockname/id 821
syscalls/sys_exit_getsockopt/id 811
syscalls/sys_exit_gettid/id 191
syscalls/sys_exit_gettimeofday/id 318
syscalls/sys_exit_getuid/id 187
syscalls/sys_exit_getxattr/id 678
syscalls/sys_exit_init_module/id 305
syscalls/sys_exit_ioctl/id 628
syscalls/sys_exit_ioperm/id 59
syscalls/sys_exit_iopl/id 57
syscalls/sys_exit_kexec_file_load/id 376
syscalls/sys_exit_kexec_load/id 374
syscalls/sys_exit_kill/id 135
syscalls/sys_exit_lchown/id 520
syscalls/sys_exit_lgetxattr/id 676
syscalls/sys_exit_link/id 604
syscalls/sys_exit_linkat/id 606
syscalls/sys_exit_listen/id 829
syscalls/sys_exit_listxattr/id 672
syscalls/sys_exit_llistxattr/id 670
syscalls/sys_exit_lremovexattr/id 664
syscalls/sys_exit_lseek/id 574
syscalls/sys_exit_lsetxattr/id 682
syscalls/sys_exit_memfd_create/id 502
syscalls/sys_exit_mincore/id 469
syscalls/sys_exit_mkdir/id 618
syscalls/sys_exit_mkdirat/id 620
syscalls/sys_exit_mknod/id 622
syscalls/sys_exit_mknodat/id 624
syscalls/sys_exit_mlock/id 479
syscalls/sys_exit_mlock2/id 477
syscalls/sys_exit_mlockall/id 473
syscalls/sys_exit_mmap/id 62
syscalls/sys_exit_mount/id 656
syscalls/sys_exit_mount_setattr/id 648
syscalls/sys_exit_move_mount/id 652
syscalls/sys_exit_mprotect/id 491
syscalls/sys_exit_mremap/id 493
syscalls/sys_exit_msync/id 495
syscalls/sys_exit_munlock/id 475
syscalls/sys_exit_munlockall/id 471
syscalls/sys_exit_munmap/id 483
syscalls/sys_exit_nanosleep/id 334
syscalls/sys_exit_newfstat/id 582
syscalls/sys_exit_newfstatat/id 584
syscalls/sys_exit_newlstat/id 586
syscalls/sys_exit_newstat/id 588
syscalls/sys_exit_newuname/id 167
syscalls/sys_exit_open/id 516
syscalls/sys_exit_open_tree/id 658
syscalls/sys_exit_openat/id 514
syscalls/sys_exit_openat2/id 512
syscalls/sys_exit_pause/id 119
syscalls/sys_exit_perf_event_open/id 417
syscalls/sys_exit_personality/id 91
syscalls/sys_exit_pidfd_getfd/id 223
syscalls/sys_exit_pidfd_open/id 225
syscalls/sys_exit_pidfd_send_signal/id 133
syscalls/sys_exit_pipe/id 594
syscalls/sys_exit_pipe2/id 596
syscalls/sys_exit_pivot_root/id 650
syscalls/sys_exit_poll/id 636
syscalls/sys_exit_ppoll/id 634
syscalls/sys_exit_prctl/id 151
syscalls/sys_exit_pread64/id 568
syscalls/sys_exit_preadv/id 560
syscalls/sys_exit_preadv2/id 558
syscalls/sys_exit_prlimit64/id 159
syscalls/sys_exit_process_mrelease/id 423
syscalls/sys_exit_pselect6/id 638
syscalls/sys_exit_ptrace/id 115
syscalls/sys_exit_pwrite64/id 566
syscalls/sys_exit_pwritev/id 556
syscalls/sys_exit_pwritev2/id 554
syscalls/sys_exit_read/id 572
syscalls/sys_exit_readahead/id 432
syscalls/sys_exit_readlink/id 578
syscalls/sys_exit_readlinkat/id 580
syscalls/sys_exit_readv/id 564
syscalls/sys_exit_reboot/id 229
syscalls/sys_exit_recvfrom/id 815
syscalls/sys_exit_recvmmsg/id 801
syscalls/sys_exit_recvmsg/id 803
syscalls/sys_exit_remap_file_pages/id 481
syscalls/sys_exit_removexattr/id 666
syscalls/sys_exit_rename/id 598
syscalls/sys_exit_renameat/id 600
syscalls/sys_exit_renameat2/id 602
syscalls/sys_exit_restart_syscall/id 143
syscalls/sys_exit_rmdir/id 616
syscalls/sys_exit_rt_sigaction/id 121
syscalls/sys_exit_rt_sigpending/id 139
syscalls/sys_exit_rt_sigprocmask/id 141
syscalls/sys_exit_rt_sigqueueinfo/id 127
syscalls/sys_exit_rt_sigreturn/id 25
syscalls/sys_exit_rt_sigsuspend/id 117
syscalls/sys_exit_rt_sigtimedwait/id 137
syscalls/sys_exit_rt_tgsigqueueinfo/id 125
syscalls/sys_exit_sched_get_priority_max/id 239
syscalls/sys_exit_sched_get_priority_min/id 237
syscalls/sys_exit_sched_getaffinity/id 243
syscalls/sys_exit_sched_getattr/id 247
syscalls/sys_exit_sched_getparam/id 249
syscalls/sys_exit_sched_getscheduler/id 251
syscalls/sys_exit_sched_rr_get_interval/id 235
syscalls/sys_exit_sched_setaffinity/id 245
syscalls/sys_exit_sched_setattr/id 253
syscalls/sys_exit_sched_setparam/id 255
syscalls/sys_exit_sched_setscheduler/id 257
syscalls/sys_exit_sched_yield/id 241
syscalls/sys_exit_select/id 640
syscalls/sys_exit_sendfile64/id 552
syscalls/sys_exit_sendmmsg/id 805
syscalls/sys_exit_sendmsg/id 807
syscalls/sys_exit_sendto/id 817
syscalls/sys_exit_set_robust_list/id 372
syscalls/sys_exit_set_tid_address/id 87
syscalls/sys_exit_setdomainname/id 163
syscalls/sys_exit_setfsgid/id 195
syscalls/sys_exit_setfsuid/id 197
syscalls/sys_exit_setgid/id 211
syscalls/sys_exit_setgroups/id 231
syscalls/sys_exit_sethostname/id 165
syscalls/sys_exit_setitimer/id 360
syscalls/sys_exit_setns/id 227
syscalls/sys_exit_setpgid/id 177
syscalls/sys_exit_setpriority/id 217
syscalls/sys_exit_setregid/id 213
syscalls/sys_exit_setresgid/id 201
syscalls/sys_exit_setresuid/id 205
syscalls/sys_exit_setreuid/id 209
syscalls/sys_exit_setrlimit/id 157
syscalls/sys_exit_setsid/id 169
syscalls/sys_exit_setsockopt/id 813
syscalls/sys_exit_settimeofday/id 316
syscalls/sys_exit_setuid/id 207
syscalls/sys_exit_setxattr/id 684
syscalls/sys_exit_shutdown/id 809
syscalls/sys_exit_sigaltstack/id 123
syscalls/sys_exit_signalfd/id 764
syscalls/sys_exit_signalfd4/id 766
syscalls/sys_exit_socket/id 835
syscalls/sys_exit_socketpair/id 833
syscalls/sys_exit_splice/id 716
syscalls/sys_exit_statfs/id 744
syscalls/sys_exit_statx/id 576
syscalls/sys_exit_symlink/id 608
syscalls/sys_exit_symlinkat/id 610
syscalls/sys_exit_sync/id 728
syscalls/sys_exit_sync_file_range/id 720
syscalls/sys_exit_syncfs/id 726
syscalls/sys_exit_sysinfo/id 147
syscalls/sys_exit_syslog/id 283
syscalls/sys_exit_tee/id 714
syscalls/sys_exit_tgkill/id 131
syscalls/sys_exit_time/id 320
syscalls/sys_exit_timer_create/id 358
syscalls/sys_exit_timer_delete/id 350
syscalls/sys_exit_timer_getoverrun/id 354
syscalls/sys_exit_timer_gettime/id 356
syscalls/sys_exit_timer_settime/id 352
syscalls/sys_exit_timerfd_create/id 772
syscalls/sys_exit_timerfd_gettime/id 768
syscalls/sys_exit_timerfd_settime/id 770
syscalls/sys_exit_times/id 179
syscalls/sys_exit_tkill/id 129
syscalls/sys_exit_truncate/id 548
syscalls/sys_exit_umask/id 153
syscalls/sys_exit_umount/id 660
syscalls/sys_exit_unlink/id 612
syscalls/sys_exit_unlinkat/id 614
syscalls/sys_exit_unshare/id 77
syscalls/sys_exit_ustat/id 740
syscalls/sys_exit_utime/id 730
syscalls/sys_exit_utimensat/id 736
syscalls/sys_exit_utimes/id 732
syscalls/sys_exit_vfork/id 83
syscalls/sys_exit_vhangup/id 504
syscalls/sys_exit_vmsplice/id 718
syscalls/sys_exit_wait4/id 96
syscalls/sys_exit_waitid/id 98
syscalls/sys_exit_write/id 570
syscalls/sys_exit_writev/id 562
task/task_newtask/id 90
task/task_rename/id 89
tcp/tcp_bad_csum/id 851
tcp/tcp_cong_state_set/id 850
tcp/tcp_destroy_sock/id 855
tcp/tcp_probe/id 852
tcp/tcp_rcv_space_adjust/id 854
tcp/tcp_receive_reset/id 856
tcp/tcp_retransmit_skb/id 858
tcp/tcp_retransmit_synack/id 853
tcp/tcp_send_reset/id 857
thermal/cdev_update/id 799
thermal/thermal_temperature/id 800
thermal/thermal_zone_trip/id 798
timer/hrtimer_cancel/id 324
timer/hrtimer_expire_entry/id 326
timer/hrtimer_expire_exit/id 325
timer/hrtimer_init/id 328
timer/hrtimer_start/id 327
timer/itimer_expire/id 322
timer/itimer_state/id 323
timer/timer_cancel/id 329
timer/timer_expire_entry/id 331
timer/timer_expire_exit/id 330
timer/timer_init/id 333
timer/timer_start/id 332
tlb/tlb_flush/id 501
udp/udp_fail_queue_rcv_skb/id 859
vmscan/mm_shrink_slab_end/id 443
vmscan/mm_shrink_slab_start/id 444
vmscan/mm_vmscan_direct_reclaim_begin/id 446
vmscan/mm_vmscan_direct_reclaim_end/id 445
vmscan/mm_vmscan_kswapd_sleep/id 449
vmscan/mm_vmscan_kswapd_wake/id 448
vmscan/mm_vmscan_lru_isolate/id 442
vmscan/mm_vmscan_lru_shrink_active/id 439
vmscan/mm_vmscan_lru_shrink_inactive/id 440
vmscan/mm_vmscan_node_reclaim_begin/id 438
vmscan/mm_vmscan_node_reclaim_end/id 437
vmscan/mm_vmscan_throttled/id 436
vmscan/mm_vmscan_wakeup_kswapd/id 447
vmscan/mm_vmscan_write_folio/id 441
workqueue/workqueue_activate_work/id 221
workqueue/workqueue_execute_end/id 219
workqueue/workqueue_execute_start/id 220
workqueue/workqueue_queue_work/id 222
writeback/balance_dirty_pages/id 694
writeback/bdi_dirty_ratelimit/id 695
writeback/folio_wait_writeback/id 712
writeback/global_dirty_state/id 696
writeback/sb_clear_inode_writeback/id 686
writeback/sb_mark_inode_writeback/id 687
writeback/wbc_writepage/id 698
writeback/writeback_bdi_register/id 699
writeback/writeback_dirty_folio/id 713
writeback/writeback_dirty_inode/id 709
writeback/writeback_dirty_inode_enqueue/id 688
writeback/writeback_dirty_inode_start/id 710
writeback/writeback_exec/id 705
writeback/writeback_lazytime/id 690
writeback/writeback_lazytime_iput/id 689
writeback/writeback_mark_inode_dirty/id 711
writeback/writeback_pages_written/id 701
writeback/writeback_queue/id 706
writeback/writeback_queue_io/id 697
writeback/writeback_sb_inodes_requeue/id 693
writeback/writeback_single_inode/id 691
writeback/writeback_single_inode_start/id 692
writeback/writeback_start/id 704
writeback/writeback_wait/id 702
writeback/writeback_wake_background/id 700
writeback/writeback_write_inode/id 707
writeback/writeback_write_inode_start/id 708
writeback/writeback_written/id 703
x86_fpu/x86_fpu_after_restore/id 71
x86_fpu/x86_fpu_after_save/id 73
x86_fpu/x86_fpu_before_restore/id 72
x86_fpu/x86_fpu_before_save/id 74
x86_fpu/x86_fpu_copy_dst/id 65
x86_fpu/x86_fpu_copy_src/id 66
x86_fpu/x86_fpu_dropped/id 67
x86_fpu/x86_fpu_init_state/id 68
x86_fpu/x86_fpu_regs_activated/id 70
x86_fpu/x86_fpu_regs_deactivated/id 69
x86_fpu/x86_fpu_xstate_check_failed/id 64
xdp/mem_connect/id 406
xdp/mem_disconnect/id 407
xdp/mem_return_failed/id 405
xdp/xdp_bulk_tx/id 415
xdp/xdp_cpumap_enqueue/id 409
xdp/xdp_cpumap_kthread/id 410
xdp/xdp_devmap_xmit/id 408
xdp/xdp_exception/id 416
xdp/xdp_redirect/id 414
xdp/xdp_redirect_err/id 413
xdp/xdp_redirect_map/id 412
xdp/xdp_redirect_map_err/id 411
== trace
insmod ..... pf_printk_init: pf_printk: module format, value N of N
insmod ..... pf_printk_init: pf_printk: module string
insmod ..... pf_printk_init: pf_printk: dynamic format, value N
insmod ..... pf_printk_init: pf_printk: dynamic string
run ...1. do_sys_openatN <-do_sys_open
run ...1. do_sys_openatN <-do_sys_open
run ..... tracing_mark_write: nonuser marker
run ...1. sched_process_fork: comm=run pid=N child_comm=run child_pid=N
== iomem
00000000-00000fff : Reserved
00001000-0009fbff : System RAM
0009fc00-0009ffff : Reserved
000d0000-000effff : ACPI Non-volatile Storage
000f0000-000fffff : Reserved
  000f0000-000fffff : System ROM
00100000-1fffffff : System RAM
fed00000-fed003ff : HPET 0
fee00000-fee00fff : Local APIC
== memblock
memblock_reserve: [A-A] smp_scan_config
memblock_reserve: [A-A] smp_scan_config
memblock_reserve: [A-A] setup_arch
memblock_add: [A-A] e820__memblock_setup
memblock_add: [A-A] e820__memblock_setup
memblock_phys_alloc_range: 24576 bytes align=A from=A max_addr=A reserve_real_mode
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_reserve: [A-A] setup_arch
memblock_phys_alloc_range: 2097152 bytes align=A from=A max_addr=A init_mem_mapping
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_phys_free: [A-A] init_mem_mapping
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_reserve: [A-A] acpi_reserve_initial_tables
memblock_alloc_try_nid: 16384 bytes align=A nid=-1 from=A max_addr=A sparse_init
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=0 from=A max_addr=A sparse_index_alloc
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 128 bytes align=A nid=0 from=A max_addr=A sparse_init_nid
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_exact_nid_raw: 8388608 bytes align=A nid=0 from=A max_addr=A sparse_init_nid
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 73 bytes align=A nid=-1 from=A max_addr=A acpi_parse_hpet
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 75 bytes align=A nid=-1 from=A max_addr=A io_apic_init_mappings
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 448 bytes align=A nid=-1 from=A max_addr=A e820__reserve_resources
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 104 bytes align=A nid=-1 from=A max_addr=A firmware_map_add_early
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 77 bytes align=A nid=-1 from=A max_addr=A start_kernel
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 77 bytes align=A nid=-1 from=A max_addr=A start_kernel
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=-1 from=A max_addr=A pcpu_build_alloc_info
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=-1 from=A max_addr=A pcpu_embed_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 2097152 bytes align=A nid=-1 from=A max_addr=A pcpu_embed_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_phys_free: [A-A] pcpu_embed_first_chunk
memblock_phys_free: [A-A] pcpu_embed_first_chunk
memblock_alloc_try_nid: 8 bytes align=A nid=-1 from=A max_addr=A pcpu_setup_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 8 bytes align=A nid=-1 from=A max_addr=A pcpu_setup_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 8 bytes align=A nid=-1 from=A max_addr=A pcpu_setup_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 16 bytes align=A nid=-1 from=A max_addr=A pcpu_setup_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 352 bytes align=A nid=-1 from=A max_addr=A pcpu_setup_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 128 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 384 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 392 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 96 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 128 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 1024 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 1032 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 256 bytes align=A nid=-1 from=A max_addr=A pcpu_alloc_first_chunk
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_phys_free: [A-A] pcpu_embed_first_chunk
memblock_phys_free: [A-A] pcpu_embed_first_chunk
memblock_alloc_try_nid: 9 bytes align=A nid=-1 from=A max_addr=A start_kernel
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_phys_free: [A-A] start_kernel
memblock_alloc_try_nid: 524288 bytes align=A nid=-1 from=A max_addr=A alloc_large_system_hash
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 262144 bytes align=A nid=-1 from=A max_addr=A alloc_large_system_hash
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=-1 from=A max_addr=A spp_getpage
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=-1 from=A max_addr=A spp_getpage
memblock_reserve: [A-A] memblock_alloc_range_nid
memblock_alloc_try_nid: 4096 bytes align=A nid=-1 from=A max_addr=A spp_getpage
memblock_reserve: [A-A] memblock_alloc_range_nid
== ftrace_dump_on_oops
run ..... tracing_mark_write: nonuser dump
